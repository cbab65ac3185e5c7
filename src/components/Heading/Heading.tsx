import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type HeadingVariants, heading } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** The size each level takes unless `size` says otherwise. */
export const defaultSize: Record<HeadingLevel, NonNullable<HeadingVariants['size']>> = {
  1: 'display',
  2: 'xl',
  3: 'md',
  4: 'sm',
};

export interface HeadingProps {
  /** Document outline level; the visual size is chosen separately. */
  level: HeadingLevel;
  /** Its look, apart from its level. */
  size?: HeadingVariants['size'];
  /** `brand` for a heading in the brand's colour, `inverse` on the brand band. */
  tone?: HeadingVariants['tone'];
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A heading: `level` places it in the page's outline (h1 to h4), `size` only sets its look.
 *
 * Use it for every heading, the level from the outline (the page's one h1 comes from Hero or
 * ArticleHeader), the size from the layout. Not for emphasis in text (Text `weight`) nor for
 * the line above a heading (Text `eyebrow`).
 */
export function Heading({ level, size, tone, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  const classes = clsx(heading({ size: size ?? defaultSize[level], tone }), className);
  return (
    <Tag id={id} className={classes} tabIndex={level === 1 ? -1 : undefined}>
      {children}
    </Tag>
  );
}
