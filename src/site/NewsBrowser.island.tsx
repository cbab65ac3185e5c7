import { island } from '../app/island';
import { SiteNewsBrowser } from './SiteNewsBrowser';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(SiteNewsBrowser, { hydrate: 'interaction' });
