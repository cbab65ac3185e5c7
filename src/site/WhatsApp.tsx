/**
 * The company's WhatsApp channel, wired to the site: the number is `site.whatsapp`
 * (src/content/site.ts), the words `whatsapp` in each locale's content. Every WhatsApp link
 * of the site comes from here, and none is made while the number is unset: each reads it
 * when it renders (docs/whatsapp.md).
 */
import { ButtonLink } from '../components/Button';
import type { ButtonVariants } from '../components/Button/Button.css';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { WhatsAppMessages } from '../content/messages';
import { site } from '../content/site';
import { formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { pageUrl } from '../lib/head';
import { whatsappChatUrl, whatsappShareUrl } from '../lib/whatsapp';
import { isRoutePath, paths, serviceAt } from '../routes/routes';
import { useContent } from './locale';

/** A chat with the company, `text` prefilled; undefined while the company has no WhatsApp number. */
export const whatsappChat = (text: string): string | undefined => (site.whatsapp ? whatsappChatUrl(site.whatsapp, text) : undefined);

/** A page as a prefilled text names it: its public address without "https://" ("www.example.org/fr/services/waho"). */
export const pageAddress = (locale: Locale, path: string): string => pageUrl(locale, path).replace(/^https?:\/\//, '');

/**
 * The first message of a chat started from a page, in its language: on a service's page it
 * names the service; elsewhere it names the page by its address (a not-found page by the
 * home page's, having none of its own).
 */
export function pageChatText(messages: WhatsAppMessages, locale: Locale, path: string): string {
  const service = serviceAt(path);
  const url = pageAddress(locale, isRoutePath(path) ? path : paths.home);
  return service ? formatMessage(messages.texts.service, { service: messages.services[service], url }) : formatMessage(messages.texts.page, { url });
}

export interface WhatsAppButtonLinkProps {
  /** The chat's first message, prefilled. */
  text: string;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
}

/**
 * "Chat on WhatsApp" as a button: a plain link to the chat, in a new tab, with the WhatsApp
 * glyph; nothing while the company has no number.
 */
export function WhatsAppButtonLink({ text, variant = 'secondary', size }: WhatsAppButtonLinkProps) {
  const { whatsapp, messages } = useContent();
  const href = whatsappChat(text);
  if (!href) return null;
  return (
    <ButtonLink href={href} target="_blank" rel="noopener" icon="whatsapp" variant={variant} size={size}>
      {whatsapp.chat}
      <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
    </ButtonLink>
  );
}

/**
 * "Share on WhatsApp" for a page (an article): a plain link that lets the visitor send its
 * title and public address to a chat of their choosing; nothing while the company has no number.
 */
export function WhatsAppShareLink({ url, title, variant = 'secondary' }: { url: string; title: string; variant?: ButtonVariants['variant'] }) {
  const { newsMessages, messages } = useContent();
  if (!site.whatsapp) return null;
  const { share } = newsMessages;
  return (
    <ButtonLink href={whatsappShareUrl(title, url)} target="_blank" rel="noopener" icon="whatsapp" variant={variant}>
      {formatMessage(share.onNetwork, { network: share.networks.whatsapp })}
      <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
    </ButtonLink>
  );
}
