import { type AnyIconName, iconFor } from './icons';
import { type IconVariants, icon } from './Icon.css';

export interface IconProps extends IconVariants {
  name: AnyIconName;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden. */
  label?: string;
  className?: string;
}

export function Icon({ name, label, size, className }: IconProps) {
  const Glyph = iconFor(name);
  const classes = [icon({ size }), className].filter(Boolean).join(' ');
  return label ? (
    <Glyph className={classes} role="img" aria-label={label} strokeWidth={1.75} />
  ) : (
    <Glyph className={classes} aria-hidden="true" focusable="false" strokeWidth={1.75} />
  );
}
