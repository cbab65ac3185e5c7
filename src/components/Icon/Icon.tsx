import { clsx } from 'clsx';
import type glyphs from './glyphs.json';
import { type IconVariants, iconBase, iconSize } from './Icon.css';
import spriteUrl from './sprite.svg?url';

/** Icons for content (cards, lists, contact details), named in glyphs.json. */
export type IconName = keyof (typeof glyphs)['content'];
/** Icons of the interface itself (menu, close, arrows). */
export type UiIconName = keyof (typeof glyphs)['ui'];
export type AnyIconName = IconName | UiIconName;

export interface IconProps extends IconVariants {
  name: AnyIconName;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden. */
  label?: string;
  className?: string;
}

/** The id of an icon's symbol inside a prerendered page (scripts/prerender.mjs writes it). */
export const inlineSymbolId = (name: AnyIconName) => `icon-${name}`;

/**
 * Where an icon's symbol is. A prerendered page carries the symbols of its own icons
 * inline, so they draw at the first paint with no request for the sprite; the server
 * render names those. An icon drawn later in the browser that its page lacks (and every
 * icon in the dev server and Storybook) comes from the sprite file, fetched once.
 */
function symbolHref(name: AnyIconName): string {
  const id = inlineSymbolId(name);
  if (typeof document === 'undefined' || document.getElementById(id)) return `#${id}`;
  return `${spriteUrl}#${name}`;
}

/**
 * An icon from the site's sprite (lucide glyphs, built by scripts/build-icon-sprite.mjs).
 * A `<use>` reference costs no JavaScript.
 *
 * Use it beside words (buttons, lists, cards), where it is decorative and hidden. An icon alone
 * needs a name: `label`, or a VisuallyHidden name on its button. Not for illustrations.
 */
export function Icon({ name, label, size = 'md', className }: IconProps) {
  const classes = clsx(iconBase, iconSize[size], className);
  const href = symbolHref(name);
  if (label) {
    return (
      <svg className={classes} role="img" aria-label={label}>
        <use href={href} />
      </svg>
    );
  }
  return (
    <svg className={classes} aria-hidden="true" focusable="false">
      <use href={href} />
    </svg>
  );
}
