import { island } from '../app/island';
import { SiteContactForm } from './SiteContactForm';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(SiteContactForm, { hydrate: 'interaction', laterIcons: ['alert'] });
