import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * Props that extend a label that says nothing on its own ("Learn more") with its context:
 * the accessible name "Learn more: Title" (aria-label, exact in every browser) and the
 * same words as hidden text, which is what search engines read as the link text.
 */
export function labelWithContext(label: string, context?: string): { children: ReactNode; 'aria-label'?: string } {
  if (!context) return { children: label };
  return {
    'aria-label': `${label}: ${context}`,
    children: (
      <>
        {label}
        <VisuallyHidden>: {context}</VisuallyHidden>
      </>
    ),
  };
}
