import { createContext } from 'react';
import type { SiteContent } from '../content/types';
import type { Locale } from '../i18n/locales';

/**
 * The page's locale and its content, set by the page root where pages render (the
 * prerender, the dev server, Storybook, tests). Absent in the browser's islands, which
 * fetch the words they need per locale instead (islandMessages.ts). A module of its own,
 * so that island code can read it without bundling any content.
 */
export const LocaleContext = createContext<{ locale: Locale; content: SiteContent } | null>(null);
