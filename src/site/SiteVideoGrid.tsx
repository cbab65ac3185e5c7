import { type VideoItem, VideoGrid } from '../components/VideoCard';
import { useIslandMessages } from './islandMessages';
import { videoLabels } from './labels';

/** The training videos, with the resources messages of the page's language. */
export function SiteVideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  return <VideoGrid videos={videos} labels={videoLabels(useIslandMessages('resourcesMessages'))} />;
}
