import { createContactHandler } from '../_shared/contact.ts';
import { productionContext } from '../_shared/production.ts';

/** Plain Request -> Response; see ../_shared/contact.ts. Stores messages even while mail is not configured. */
export const handler = createContactHandler(productionContext('store-only'));
