import type { Locale } from '../../i18n/locales';
import { en, type StoryCopy } from './en';
import { fr } from './fr';
import { pt } from './pt';

export type { StoryCopy };

/** The stories' own sample words in every locale of the site. */
export const storyCopyByLocale: Record<Locale, StoryCopy> = { en, fr, pt };
