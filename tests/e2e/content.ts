/** The English content and its formatting, as the pages render them (the tests' expectations). */
import { contentFor } from '../../src/content';
import type { NewsCategory } from '../../src/content/types';
import { formatDate as formatDateIn, formatMessage, formatPlural, type MessageValues, type PluralMessage } from '../../src/i18n/format';
import { localeInfo } from '../../src/i18n/locales';

export const en = contentFor('en');
const intl = localeInfo.en.intl;

export const formatDate = (isoDate: string) => formatDateIn(intl, isoDate);
export const message = (template: string, values: MessageValues) => formatMessage(template, values);
export const plural = (forms: PluralMessage, count: number) => formatPlural(intl, forms, count);
export const categoryLabel = (category: NewsCategory) => en.newsMessages.categories[category];
