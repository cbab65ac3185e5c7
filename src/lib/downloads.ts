/**
 * Public paths of the files generated at build time (src/files). Pages link to these and
 * the generators write to them, so the two cannot drift apart. Each record names its file
 * with an explicit `fileSlug` (its title, lowercase and hyphenated).
 */

/**
 * The one place a generated file's public path is made. Files are built once, in English,
 * and every locale's pages link to the same URL (plain links: the router's locale base never
 * applies to a file). When the files become per locale, this takes the locale and prefixes
 * the path (src/i18n/localePaths.ts), and links and generators follow together.
 */
const filePath = (path: string) => path;

export const resourceFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const resourceHref = (fileSlug: string) => filePath(`/resources/${resourceFileName(fileSlug)}`);

export const transcriptFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const transcriptHref = (fileSlug: string) => filePath(`/resources/transcripts/${transcriptFileName(fileSlug)}`);

export const articlePdfFileName = (slug: string) => `${slug}.pdf`;
export const articlePdfHref = (slug: string) => filePath(`/news/pdf/${articlePdfFileName(slug)}`);

export const articleTextFileName = (fileSlug: string) => `${fileSlug}.txt`;
