import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';

/**
 * Text for assistive technology only: the name of an icon-only control, a legend, a live
 * status. (To extend a visible label, prefer aria-label starting with that label.)
 *
 * Use it for words that sighted readers get from the layout. Not to hide content from
 * everyone (the `hidden` attribute).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
