import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';

/**
 * Text for assistive technology only, e.g. the title that makes each of six "Download"
 * buttons distinct ("Download: ARIPO Trademark Handbook").
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
