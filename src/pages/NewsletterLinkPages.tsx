import { CallToAction } from '../components/CallToAction';
import { Hero } from '../components/Hero';
import { Section } from '../components/Section';
import type { NewsletterContent } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { useContent, useLocale } from '../site/locale';
import NewsletterIsland from '../site/Newsletter.island';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

/**
 * The pages the links of the newsletter's e-mails land on (the newsletter-confirm and
 * newsletter-unsubscribe functions answer 303 to them, in the subscriber's language). Kept out
 * of search indexes: a reader only reaches them from an e-mail. Where the reader may want to
 * subscribe (again), the box follows, with and without script.
 */
function NewsletterLinkPage({ path, page, box }: PageProps & { page: 'confirmed' | 'unsubscribed' | 'linkInvalid'; box: boolean }) {
  const { newsletter, news } = useContent();
  const locale = useLocale();
  const { meta, hero }: NewsletterContent[typeof page] = newsletter[page];
  return (
    <>
      <PageMeta {...meta} path={path} noindex />
      <Hero {...hero} />
      {box && (
        <Section spacing="sm">
          <NewsletterIsland {...news.page.newsletter} locale={locale} source={localePath(locale, path)} />
        </Section>
      )}
      <CallToAction {...news.page.cta} />
    </>
  );
}

/** The confirmation link was opened: the address is subscribed. */
export function NewsletterConfirmedPage({ path }: PageProps) {
  return <NewsletterLinkPage path={path} page="confirmed" box={false} />;
}

/** The unsubscribe link was opened; the box offers to subscribe again. */
export function NewsletterUnsubscribedPage({ path }: PageProps) {
  return <NewsletterLinkPage path={path} page="unsubscribed" box />;
}

/** A confirmation link that expired, was used or replaced; the box sends a new one. */
export function NewsletterLinkInvalidPage({ path }: PageProps) {
  return <NewsletterLinkPage path={path} page="linkInvalid" box />;
}
