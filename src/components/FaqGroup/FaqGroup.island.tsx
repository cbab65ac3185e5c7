import { island } from '../../app/island';
import { FaqGroup } from './FaqGroup';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(FaqGroup, { hydrate: 'interaction' });
