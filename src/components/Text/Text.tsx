import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type TextVariants, text } from './Text.css';

export interface TextProps extends TextVariants {
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
