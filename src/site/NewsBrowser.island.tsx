import { island } from '../app/island';
import { SiteNewsBrowser } from './SiteNewsBrowser';

/**
 * The news list and its filter; the cards are its slot, prerendered HTML. Hydrated when the
 * visitor reaches for it; a click made before then (on the filter or on a card) is replayed.
 */
export default /* @__PURE__ */ island(SiteNewsBrowser, { hydrate: 'interaction' });
