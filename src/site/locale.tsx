import { type ReactNode, useContext } from 'react';
import { MessagesProvider } from '../components/MessagesProvider';
import { contentFor } from '../content';
import type { SiteContent } from '../content/types';
import { type Locale, localeInfo } from '../i18n/locales';
import { fileHref } from '../lib/downloads';
import { LocaleContext } from './localeContext';

/**
 * The page root: the locale every page and site composition reads its content in, and the
 * design system's messages in that language.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const content = contentFor(locale);
  return (
    <LocaleContext.Provider value={{ locale, content }}>
      <MessagesProvider messages={content.messages.components}>{children}</MessagesProvider>
    </LocaleContext.Provider>
  );
}

/** The page root's locale and content; a page never assumes a language. */
function usePage() {
  const page = useContext(LocaleContext);
  if (!page) throw new Error('No LocaleProvider above this page: the page root gives its locale.');
  return page;
}

export const useLocale = (): Locale => usePage().locale;

/** The page's content in its locale (where pages render: the prerender, the dev server, Storybook). */
export const useContent = (): SiteContent => usePage().content;

/** The BCP 47 tag of the page's language, for Intl. */
export const useIntlLocale = (): string => localeInfo[useLocale()].intl;

/** The URL of a generated file (a path within a locale) in the page's language. */
export function useFileHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => fileHref(locale, path);
}
