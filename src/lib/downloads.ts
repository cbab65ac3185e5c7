/**
 * Public paths of the files generated at build time (src/files). Pages link to these and
 * the generators write to them, so the two cannot drift apart. Each record names its file
 * with an explicit `fileSlug` (its title, lowercase and hyphenated).
 */
export const resourceFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const resourceHref = (fileSlug: string) => `/resources/${resourceFileName(fileSlug)}`;

export const transcriptFileName = (fileSlug: string) => `${fileSlug}.pdf`;
export const transcriptHref = (fileSlug: string) => `/resources/transcripts/${transcriptFileName(fileSlug)}`;

export const articlePdfFileName = (slug: string) => `${slug}.pdf`;
export const articlePdfHref = (slug: string) => `/news/pdf/${articlePdfFileName(slug)}`;

export const articleTextFileName = (fileSlug: string) => `${fileSlug}.txt`;
