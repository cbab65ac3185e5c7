/**
 * Paths of the files generated at build time (src/files). Pages link to these and the
 * generators write to them, so the two cannot drift apart. Each record names its file with
 * an explicit `fileSlug` (its title, lowercase and hyphenated). They are paths within a
 * locale, the same in every locale; `fileHref` gives a file's URL.
 */
import { localePath } from '../i18n/localePaths';
import type { Locale } from '../i18n/locales';

/**
 * The one place a generated file's URL is made: each locale's files are built from its own
 * content and live under its prefix, as its pages do (`/fr/resources/<French title>.pdf`,
 * `/fr/news/rss.xml`). The prerender writes them there and pages link there. (Plain links:
 * the router's locale base never applies to a file.)
 */
export const fileHref = (locale: Locale, path: string) => localePath(locale, path);

export const catalogFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const catalogHref = (fileSlug: string) => `/catalog/${catalogFileName(fileSlug)}`;

export const resourceFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const resourceHref = (fileSlug: string) => `/resources/${resourceFileName(fileSlug)}`;

export const transcriptFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const transcriptHref = (fileSlug: string) => `/resources/transcripts/${transcriptFileName(fileSlug)}`;

export const articlePdfFileName = (slug: string) => `${slug}.pdf`;
export const articlePdfHref = (slug: string) => `/news/pdf/${articlePdfFileName(slug)}`;

export const articleTextFileName = (fileSlug: string) => `${fileSlug}.txt`;
