import { createNewsletterHandler } from '../_shared/newsletter.ts';
import { productionContext } from '../_shared/production.ts';

/** Plain Request -> Response; see ../_shared/newsletter.ts. */
export const handler = createNewsletterHandler(productionContext('required'));
