import { headerQuery, mediaQuery } from '../../tokens';

/** Media queries for `@media` blocks in style files. */
export const media = mediaQuery;

/** Conditions of the header's container queries, for `@container` blocks after its container's name. */
export const headerWidth = headerQuery;
