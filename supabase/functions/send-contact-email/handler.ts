import { createContactHandler } from '../_shared/contact.ts';
import { productionContext } from '../_shared/production.ts';

/** Plain Request -> Response; see ../_shared/contact.ts. Refuses to start (503) until production is configured. */
export const handler = createContactHandler(productionContext('required'));
