import { island } from '../../app/island';
import { AlertButton } from './AlertButton';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(AlertButton, { hydrate: 'interaction', inline: true });
