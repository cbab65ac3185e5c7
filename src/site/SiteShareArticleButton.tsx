import { ShareArticleButton, type ShareArticleButtonProps } from '../components/ShareArticleButton';
import { useIslandMessages } from './islandMessages';

type SiteShareArticleButtonProps = Omit<ShareArticleButtonProps, 'label' | 'copied' | 'copyFailed'>;

/** Share Article, with the news messages of the page's language. */
export function SiteShareArticleButton(props: SiteShareArticleButtonProps) {
  const messages = useIslandMessages('newsMessages');
  return <ShareArticleButton {...props} label={messages.shareArticle} copied={messages.linkCopied} copyFailed={messages.copyFailed} />;
}
