import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type TextVariants, text } from './Text.css';

export interface TextProps {
  /** `lg` for an intro under a heading, `md` (default) for reading, `sm` for metadata. */
  size?: TextVariants['size'];
  /** Its colour role; inherited when unset. `inverse` and `inverseMuted` only on the brand band. */
  tone?: TextVariants['tone'];
  /** Default: regular. */
  weight?: TextVariants['weight'];
  /** The small capitals line above a heading, naming its topic. */
  eyebrow?: TextVariants['eyebrow'];
  as?: 'p' | 'span' | 'div' | 'strong';
  className?: string;
  children: ReactNode;
}

/**
 * Text in the type scale: its size, tone, weight, or the eyebrow style.
 *
 * Use it for paragraphs and small text; each tone is checked for contrast on the surface it is
 * made for (`inverse` ones on the brand band). Not for headings (Heading).
 */
export function Text({ as: Tag = 'p', size, tone, weight, eyebrow, className, children }: TextProps) {
  return <Tag className={clsx(text({ size, tone, weight, eyebrow }), className)}>{children}</Tag>;
}
