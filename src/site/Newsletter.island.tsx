import { island } from '../app/island';
import { NewsletterSignup } from './NewsletterSignup';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(NewsletterSignup, { hydrate: 'interaction', laterIcons: ['alert'] });
