/**
 * The networks' share windows. No component here: the news page's island, which answers the
 * share buttons of prerendered cards, imports this module alone.
 */
import { formatMessage } from '../../i18n/format';

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

export interface ShareLabels {
  /** Names the group: "Share or download: {title}". */
  groupLabel: string;
  /** Each network's name (WhatsApp's for its link, when the group has one). */
  networks: Record<ShareNetwork | 'whatsapp', string>;
  /** Accessible name of a network's button or link: "Share on {network}". */
  onNetwork: string;
  /** What a tweet carries with the link: "{title}: {excerpt}". */
  tweetText: string;
}

/**
 * Opens a network's share page for a page in a window of its own: `address` is the page's
 * real address; Twitter's also carries the title and the excerpt.
 */
export function openShareWindow(network: ShareNetwork, address: string, { title, excerpt }: { title: string; excerpt: string }, labels: ShareLabels): void {
  window.open(shareUrl(network, address, formatMessage(labels.tweetText, { title, excerpt })), '_blank', SHARE_WINDOW_FEATURES);
}
