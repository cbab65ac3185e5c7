import { island } from '../app/island';
import { SiteVideoGrid } from './SiteVideoGrid';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(SiteVideoGrid, { hydrate: 'interaction', laterIcons: ['pause'] });
