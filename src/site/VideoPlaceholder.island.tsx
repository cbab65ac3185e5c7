import { island } from '../app/island';
import { VideoPlaceholder } from '../components/VideoCard/VideoCard';
import type { ResourcesMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'resourcesMessages'> = import.meta.glob<Record<'resourcesMessages', ResourcesMessages>>('../content/*/resourcesMessages.ts');

/** The screen of a video not published yet, with the resources messages of the page's language. */
function SiteVideoPlaceholder({ title }: { title: string }) {
  return <VideoPlaceholder title={title} labels={useIslandMessages('resourcesMessages', catalogues).video} />;
}

/**
 * The only part of a video card that needs script (the rest, its watch link and transcript,
 * is the page's HTML): its props are the video's title. Hydrated when the visitor reaches for
 * it; a tap made before then is replayed.
 */
export default /* @__PURE__ */ island(SiteVideoPlaceholder, { hydrate: 'interaction', laterIcons: ['pause'] });
