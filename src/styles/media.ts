import { mediaQuery } from '../../tokens';

/** Media queries for `@media` blocks in style files. */
export const media = mediaQuery;
