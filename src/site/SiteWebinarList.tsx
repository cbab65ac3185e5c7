import { type WebinarItem, WebinarList } from '../components/WebinarList';
import { useIslandMessages } from './islandMessages';

/** Webinars and events, with the resources messages of the page's language. */
export function SiteWebinarList({ webinars, registerHref }: { webinars: readonly WebinarItem[]; registerHref: string }) {
  const messages = useIslandMessages('resourcesMessages');
  return <WebinarList webinars={webinars} labels={messages.webinar} registerHref={registerHref} />;
}
