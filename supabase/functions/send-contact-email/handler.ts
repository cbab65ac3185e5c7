import { createContactHandler } from '../_shared/contact.ts';
import { productionContext } from '../_shared/production.ts';

/** Plain Request -> Response; see ../_shared/contact.ts. */
export const handler = createContactHandler(productionContext);
