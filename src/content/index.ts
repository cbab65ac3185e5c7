import type { Locale } from '../i18n/locales';
import { en } from './en';
import type { SiteContent } from './types';

/** Every locale's content; `tsc` holds each to the same `SiteContent` shape. */
const contentByLocale: Record<Locale, SiteContent> = { en };

/** The content of one locale. Server-side only (the prerender, the dev server, Storybook). */
export const contentFor = (locale: Locale): SiteContent => contentByLocale[locale];
