import { createContext, useContext } from 'react';
import { type HeadData, previewImageText } from '../lib/head';
import { useContent, useLocale } from './locale';

/** Filled while rendering a page on the server: the page's head data ends up in its HTML. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

/**
 * Declares the page's title, description, canonical link and structured data. Pages are
 * rendered on the server only (the prerender and the dev server), which write the head.
 */
export function PageMeta(props: Omit<HeadData, 'sections' | 'locale' | 'feedTitle' | 'imageAlt'>) {
  const collect = useContext(HeadCollectorContext);
  const { navigation, news, home } = useContent();
  const locale = useLocale();
  collect?.({ ...props, sections: navigation.main, locale, feedTitle: news.page.feedTitle, imageAlt: previewImageText(home) });
  return null;
}
