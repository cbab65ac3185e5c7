import type { ReactNode } from 'react';
import { useRouterHref } from '../../app/useRouterHref';
import { formatMessage } from '../../i18n/format';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { group, mark } from './ShareButtons.css';

/** Size of the share window the networks' own buttons use. */
export const SHARE_WINDOW_FEATURES = 'noopener,noreferrer,width=600,height=500';

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';
export const shareNetworks: readonly ShareNetwork[] = ['facebook', 'twitter', 'linkedin'];

/** The share page of each network for a link. */
export function shareUrl(network: ShareNetwork, url: string, text: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

/**
 * The address of a page of the site where the visitor is (the real one wherever the site
 * is deployed), in the page's language: its router path with the router's base (the locale).
 */
export function useAddressOf(): (path: string) => string {
  const href = useRouterHref();
  return (path) => new URL(href(path), window.location.href).toString();
}

export interface ShareLabels {
  /** Names the group: "Share or download: {title}". */
  groupLabel: string;
  networks: Record<ShareNetwork, string>;
  /** Accessible name of a network's button: "Share on {network}". */
  onNetwork: string;
  /** What a tweet carries with the link: "{title}: {excerpt}". */
  tweetText: string;
}

export interface ShareButtonsProps {
  /** Router path of the page shared, e.g. "/news/q4-results"; its locale and the visitor's origin are added on click. */
  path: string;
  title: string;
  /** Summary the Twitter share carries with the title. */
  excerpt: string;
  labels: ShareLabels;
  /** More buttons in the same group, e.g. a download. */
  children?: ReactNode;
}

/**
 * Share on Facebook, Twitter and LinkedIn, each in a new window with the page's real address.
 *
 * Use it under a story in a listing (NewsCard does). On the article's own page, use
 * ShareArticleButton: the device's own share sheet.
 */
export function ShareButtons({ path, title, excerpt, labels, children }: ShareButtonsProps) {
  const addressOf = useAddressOf();
  const open = (network: ShareNetwork) => {
    const url = shareUrl(network, addressOf(path), formatMessage(labels.tweetText, { title, excerpt }));
    window.open(url, '_blank', SHARE_WINDOW_FEATURES);
  };
  return (
    <fieldset className={group}>
      <legend>
        <VisuallyHidden>{formatMessage(labels.groupLabel, { title })}</VisuallyHidden>
      </legend>
      <Icon name="share" size="sm" className={mark} />
      {shareNetworks.map((network) => (
        <Button
          key={network}
          variant="ghost"
          size="sm"
          aria-label={formatMessage(labels.onNetwork, { network: labels.networks[network] })}
          onClick={() => open(network)}
        >
          {labels.networks[network]}
        </Button>
      ))}
      {children}
    </fieldset>
  );
}
