import type { ArticleBlock } from '../../../types';
import type { NewsSlug } from '../../../news/slugs';
import { body as aripoExpansion } from './aripo-expansion';
import { body as digitalTransformation } from './digital-transformation';
import { body as ecowasTrade } from './ecowas-trade';
import { body as ghanaHealthPartnership } from './ghana-health-partnership';
import { body as madridExpansion } from './madrid-expansion';
import { body as procurementReforms } from './procurement-reforms';
import { body as q4Results } from './q4-results';
import { body as qualityAssurance } from './quality-assurance';
import { body as wahoCertification } from './waho-certification';
import { body as whoGuidelinesUpdate } from './who-guidelines-update';
import { body as yearEndReview } from './year-end-review';

/**
 * Every article body by slug, for build-time code (article PDFs) and tests. Browser code
 * loads one body at a time through `loadArticleBody` (../load.ts) instead.
 */
export const articleBodies: Record<NewsSlug, ArticleBlock[]> = {
  'waho-certification': wahoCertification,
  'ghana-health-partnership': ghanaHealthPartnership,
  'aripo-expansion': aripoExpansion,
  'q4-results': q4Results,
  'who-guidelines-update': whoGuidelinesUpdate,
  'ecowas-trade': ecowasTrade,
  'digital-transformation': digitalTransformation,
  'madrid-expansion': madridExpansion,
  'quality-assurance': qualityAssurance,
  'procurement-reforms': procurementReforms,
  'year-end-review': yearEndReview,
};
