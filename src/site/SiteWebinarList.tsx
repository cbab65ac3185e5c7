import { type WebinarItem, WebinarList } from '../components/WebinarList';
import type { ResourcesMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'resourcesMessages'> = import.meta.glob<Record<'resourcesMessages', ResourcesMessages>>('../content/*/resourcesMessages.ts');

/** Webinars and events, with the resources messages of the page's language. */
export function SiteWebinarList({ webinars, registerHref }: { webinars: readonly WebinarItem[]; registerHref: string }) {
  const messages = useIslandMessages('resourcesMessages', catalogues);
  return <WebinarList webinars={webinars} labels={messages.webinar} registerHref={registerHref} />;
}
