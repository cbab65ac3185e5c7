import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type ContainerVariants, containerBase, containerWidth } from './Container.css';

export interface ContainerProps extends ContainerVariants {
  children: ReactNode;
  className?: string;
}

/**
 * Centres content in the site's column with the page gutters.
 *
 * Use `wide` for the page column (header, bands) and `prose` for a reading measure (articles,
 * policies). A Section already holds one: use it alone only outside a Section.
 */
export function Container({ width = 'wide', className, children }: ContainerProps) {
  return <div className={clsx(containerBase, containerWidth[width], className)}>{children}</div>;
}
