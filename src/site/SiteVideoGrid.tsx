import { type VideoItem, VideoGrid } from '../components/VideoCard';
import { useIslandMessages } from './islandMessages';

/** The training videos, with the resources messages of the page's language. */
export function SiteVideoGrid({ videos }: { videos: readonly VideoItem[] }) {
  const messages = useIslandMessages('resourcesMessages');
  const labels = { ...messages.video, transcriptStarted: { title: messages.downloadStarted.title, description: messages.video.transcriptToast } };
  return <VideoGrid videos={videos} labels={labels} />;
}
