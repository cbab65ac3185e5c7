/**
 * The interface messages shaped as the design system's labels. They take the messages alone
 * (not the site's content), so an island's code can use them with the catalogue it fetches.
 */
import type { NewsCardLabels } from '../components/NewsCard';
import type { VideoLabels } from '../components/VideoCard';
import type { NewsMessages, ResourcesMessages } from '../content/messages';

/** What every news card says. */
export const newsCardLabels = (messages: NewsMessages): NewsCardLabels => ({ readMore: messages.readMore, details: messages.detailsLabel });

/** The video cards' labels, with the notice of a transcript download. */
export const videoLabels = (messages: ResourcesMessages): VideoLabels => ({
  ...messages.video,
  transcriptStarted: { title: messages.downloadStarted.title, description: messages.video.transcriptToast },
});
