import type { ReactNode } from 'react';
import { useRouterHref } from '../../app/useRouterHref';
import { formatMessage } from '../../i18n/format';
import { whatsappShareUrl } from '../../lib/whatsapp';
import { Button, ButtonLink } from '../Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { group, mark } from './ShareButtons.css';
import { openShareWindow, type ShareLabels, shareNetworks } from './shareWindow';

/**
 * The address of a page of the site where the visitor is (the real one wherever the site
 * is deployed), in the page's language: its router path with the router's base (the locale).
 */
export function useAddressOf(): (path: string) => string {
  const href = useRouterHref();
  return (path) => new URL(href(path), window.location.href).toString();
}

export interface ShareButtonsProps {
  /** Router path of the page shared, e.g. "/news/q4-results"; its locale and the visitor's origin are added on click. */
  path: string;
  title: string;
  /** Summary the Twitter share carries with the title. */
  excerpt: string;
  labels: ShareLabels;
  /**
   * Adds WhatsApp: a plain link, which needs no script, sharing the title and `url`, the
   * page's public address; `newTab` is read after its name: "(opens in a new tab)".
   */
  whatsapp?: { url: string; newTab: string };
  /** More buttons in the same group, e.g. a download. */
  children?: ReactNode;
}

/**
 * Share on Facebook, Twitter and LinkedIn, each in a new window with the page's real address;
 * and on WhatsApp when asked, through a plain link. Each button names its network
 * (`data-share`), so that a script can answer it in prerendered HTML that React does not own
 * (the news list: src/site/SiteNewsBrowser.tsx).
 *
 * Use it under a story in a listing (NewsCard does). On the article's own page, use
 * ShareArticleButton: the device's own share sheet.
 */
export function ShareButtons({ path, title, excerpt, labels, whatsapp, children }: ShareButtonsProps) {
  const addressOf = useAddressOf();
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
          data-share={network}
          onClick={() => openShareWindow(network, addressOf(path), { title, excerpt }, labels)}
        >
          {labels.networks[network]}
        </Button>
      ))}
      {whatsapp && (
        <ButtonLink
          href={whatsappShareUrl(title, whatsapp.url)}
          target="_blank"
          rel="noopener"
          variant="ghost"
          size="sm"
          aria-label={`${formatMessage(labels.onNetwork, { network: labels.networks.whatsapp })} ${whatsapp.newTab}`}
        >
          {labels.networks.whatsapp}
        </ButtonLink>
      )}
      {children}
    </fieldset>
  );
}
