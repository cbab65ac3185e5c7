import { createContext, useContext, useEffect } from 'react';
import { type HeadData, applyHead } from '../../lib/head';

/** Filled during prerendering: the page's head data ends up in the static HTML. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

let firstPath: string | null = null;
let hasNavigated = false;

/**
 * Declares the page's title, description, canonical link and structured data. After a
 * client-side navigation it also scrolls to the top and moves focus to the new page's
 * heading, so keyboard and screen-reader users land on the new content.
 */
export function PageMeta(props: HeadData) {
  const collect = useContext(HeadCollectorContext);
  collect?.(props);

  const key = props.path ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, keyed by its path
  useEffect(() => {
    applyHead(props);
    if (firstPath === null) {
      firstPath = key;
      return;
    }
    if (key !== firstPath) hasNavigated = true;
    if (!hasNavigated) return;
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    (heading ?? document.querySelector<HTMLElement>('main'))?.focus();
  }, [key]);

  return null;
}
