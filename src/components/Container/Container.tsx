import type { ReactNode } from 'react';
import { type ContainerVariants, container } from './Container.css';

export interface ContainerProps extends ContainerVariants {
  children: ReactNode;
  className?: string;
}

/** Centres content in the site's column with the page gutters. */
export function Container({ width, className, children }: ContainerProps) {
  return <div className={[container({ width }), className].filter(Boolean).join(' ')}>{children}</div>;
}
