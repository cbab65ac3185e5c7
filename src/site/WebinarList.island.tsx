import { island } from '../app/island';
import { SiteWebinarList } from './SiteWebinarList';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(SiteWebinarList, { hydrate: 'interaction' });
