import { headerQuery, mediaQuery } from '../../tokens';

/** Media queries for `@media` blocks in style files. */
export const media = mediaQuery;

/**
 * Paper. Rules under `@media print` (and `@page` rules) leave the stylesheet each page inlines
 * for a file of their own, which pages link with `media="print"` (scripts/page-styles.mjs,
 * `splitPrintRules`): a reader on screen never waits for them.
 */
export const printMedia = 'print';

/** Conditions of the header's container queries, for `@container` blocks after its container's name. */
export const headerWidth = headerQuery;
