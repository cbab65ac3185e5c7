import { type VideoItem, VideoGrid } from '../components/VideoCard';
import type { ResourcesMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';
import { videoLabels } from './labels';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'resourcesMessages'> = import.meta.glob<Record<'resourcesMessages', ResourcesMessages>>('../content/*/resourcesMessages.ts');

/** The training videos, with the resources messages of the page's language. */
export function SiteVideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  return <VideoGrid videos={videos} labels={videoLabels(useIslandMessages('resourcesMessages', catalogues))} />;
}
