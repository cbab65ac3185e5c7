import { createConfirmHandler } from '../_shared/newsletterLinks.ts';
import { productionContext } from '../_shared/production.ts';

/** Plain Request -> Response; see ../_shared/newsletterLinks.ts. Sends no mail. */
export const handler = createConfirmHandler(productionContext('none'));
