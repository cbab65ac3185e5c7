import { ShareArticleButton, type ShareArticleButtonProps } from '../components/ShareArticleButton';
import type { NewsMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'newsMessages'> = import.meta.glob<Record<'newsMessages', NewsMessages>>('../content/*/newsMessages.ts');

type SiteShareArticleButtonProps = Omit<ShareArticleButtonProps, 'label' | 'copied' | 'copyFailed'>;

/** Share Article, with the news messages of the page's language. */
export function SiteShareArticleButton(props: SiteShareArticleButtonProps) {
  const messages = useIslandMessages('newsMessages', catalogues);
  return <ShareArticleButton {...props} label={messages.shareArticle} copied={messages.linkCopied} copyFailed={messages.copyFailed} />;
}
