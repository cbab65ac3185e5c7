import type { ContentLocale } from '../i18n/locales';
import { en } from './en';
import { fr } from './fr';
import { pt } from './pt';
import type { SiteContent } from './types';

/** Every locale's content; `tsc` holds each to the same `SiteContent` shape. */
const contentByLocale: Record<ContentLocale, SiteContent> = { en, fr, pt };

/** The content of one locale. Server-side only (the prerender, the dev server, Storybook). */
export const contentFor = (locale: ContentLocale): SiteContent => contentByLocale[locale];
