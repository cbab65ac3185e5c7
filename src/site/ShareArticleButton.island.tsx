import { island } from '../app/island';
import { SiteShareArticleButton } from './SiteShareArticleButton';

/** Hydrated when the visitor reaches for it; a click made before then is replayed. */
export default /* @__PURE__ */ island(SiteShareArticleButton, { hydrate: 'interaction', inline: true });
