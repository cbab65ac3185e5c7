import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type TextVariants, text } from './Text.css';

export interface TextProps extends TextVariants {
  as?: 'p' | 'span' | 'div' | 'strong';
  className?: string;
  children: ReactNode;
}

export function Text({ as: Tag = 'p', size, tone, weight, eyebrow, className, children }: TextProps) {
  return <Tag className={clsx(text({ size, tone, weight, eyebrow }), className)}>{children}</Tag>;
}
