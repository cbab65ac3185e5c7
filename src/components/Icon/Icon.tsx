import type { IconName } from '../../content/types';
import type glyphs from './glyphs.json';
import { type IconVariants, iconBase, iconSize } from './Icon.css';
import spriteUrl from './sprite.svg?url';

export type UiIconName = keyof (typeof glyphs)['ui'];
export type AnyIconName = IconName | UiIconName;

export interface IconProps extends IconVariants {
  name: AnyIconName;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden. */
  label?: string;
  className?: string;
}

/**
 * An icon from the site's sprite (lucide glyphs, built by scripts/build-icon-sprite.mjs).
 * A <use> reference costs no JavaScript and the sprite is one cached file.
 */
export function Icon({ name, label, size = 'md', className }: IconProps) {
  const classes = [iconBase, iconSize[size], className].filter(Boolean).join(' ');
  const href = `${spriteUrl}#${name}`;
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
