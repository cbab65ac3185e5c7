import { type ReactNode, useContext } from 'react';
import { MessagesProvider } from '../components/MessagesProvider';
import { contentFor } from '../content';
import type { SiteContent } from '../content/types';
import { defaultLocale, type Locale, localeInfo } from '../i18n/locales';
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

export const useLocale = (): Locale => useContext(LocaleContext)?.locale ?? defaultLocale;

/** The page's content in its locale (where pages render: the prerender, the dev server, Storybook). */
export const useContent = (): SiteContent => useContext(LocaleContext)?.content ?? contentFor(defaultLocale);

/** The BCP 47 tag of the page's language, for Intl. */
export const useIntlLocale = (): string => localeInfo[useLocale()].intl;
