import { fileNameFor } from './slugify';

/**
 * Public paths of the files generated at build time (src/files). Pages link to these and
 * the generators write to them, so the two cannot drift apart.
 */
export const resourceFileName = (title: string) => fileNameFor(title, 'pdf');
export const resourceHref = (title: string) => `/resources/${resourceFileName(title)}`;

export const transcriptFileName = (title: string) => fileNameFor(title, 'pdf');
export const transcriptHref = (title: string) => `/resources/transcripts/${transcriptFileName(title)}`;

export const articlePdfFileName = (slug: string) => `${slug}.pdf`;
export const articlePdfHref = (slug: string) => `/news/pdf/${articlePdfFileName(slug)}`;
