import type { ReactNode } from 'react';
import { newsMessages } from '../../content/en/newsMessages';
import { absoluteUrl, type ShareNetwork, shareNetworks, shareUrl } from '../../lib/news';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { group, mark } from './ShareButtons.css';

/** Size of the share window the networks' own buttons use. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=500';

export interface ShareButtonsProps {
  /** Path of the page shared, e.g. "/news/q4-results"; the visitor's origin is added on click. */
  path: string;
  title: string;
  /** Summary the Twitter share carries with the title. */
  excerpt: string;
  /** More buttons in the same group, e.g. a download. */
  children?: ReactNode;
}

/** Share on Facebook, Twitter and LinkedIn, each in a new window with the page's real address. */
export function ShareButtons({ path, title, excerpt, children }: ShareButtonsProps) {
  const labels = newsMessages.share;
  const open = (network: ShareNetwork) => {
    const url = shareUrl(network, absoluteUrl(path), labels.tweetText(title, excerpt));
    window.open(url, '_blank', SHARE_WINDOW_FEATURES);
  };
  return (
    <fieldset className={group}>
      <legend>
        <VisuallyHidden>{labels.groupLabel(title)}</VisuallyHidden>
      </legend>
      <Icon name="share" size="sm" className={mark} />
      {shareNetworks.map((network) => (
        <Button
          key={network}
          variant="ghost"
          size="sm"
          aria-label={labels.onNetwork(labels.networks[network])}
          onClick={() => open(network)}
        >
          {labels.networks[network]}
        </Button>
      ))}
      {children}
    </fieldset>
  );
}
