/**
 * File names for downloads, derived from titles. The build-time generators and the pages
 * both call `fileNameFor`, so a download link always names a file that was generated.
 */

/** Lowercase, accents dropped, every run of other characters one hyphen, no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "WAHO Certification Guide 2024", "pdf" -> "waho-certification-guide-2024.pdf". */
export function fileNameFor(title: string, ext: string): string {
  return `${slugify(title)}.${ext.replace(/^\./, '')}`;
}
