import { productionContext } from '../_shared/production.ts';
import { createRetryHandler } from '../_shared/retry.ts';

/** Plain Request -> Response; see ../_shared/retry.ts. Refuses to start without real mail settings. */
export const handler = createRetryHandler(productionContext('required'));
