import type { ReactNode } from 'react';
import { type BadgeVariants, badge } from './Badge.css';

export interface BadgeProps extends BadgeVariants {
  children: ReactNode;
}

export function Badge({ tone, children }: BadgeProps) {
  return <span className={badge({ tone })}>{children}</span>;
}
