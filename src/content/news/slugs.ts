/**
 * Article slugs in display order: the featured story first, then the ten listing
 * articles in the order the /news grid shows them. Routes, the sitemap and the feed
 * read this list; `articles.ts` is type-checked against it.
 */
export const newsSlugs = [
  'waho-certification',
  'ghana-health-partnership',
  'aripo-expansion',
  'q4-results',
  'who-guidelines-update',
  'ecowas-trade',
  'digital-transformation',
  'madrid-expansion',
  'quality-assurance',
  'procurement-reforms',
  'year-end-review',
] as const;

export type NewsSlug = (typeof newsSlugs)[number];
