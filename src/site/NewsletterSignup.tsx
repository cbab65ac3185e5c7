import { NewsletterForm, type NewsletterFormProps } from '../components/NewsletterForm';
import { localePath } from '../i18n/localePaths';
import { type Locale, localeInfo } from '../i18n/locales';
import { functionUrl } from '../lib/functionsBackend';
import { NEWSLETTER_FUNCTION, newsletterLocaleField, newsletterSourceField, subscribeToNewsletter } from '../lib/newsletter';
import { paths } from '../routes/paths';
import type { NewsMessages } from '../content/messages';
import { type CatalogueLoaders, useIslandMessages } from './islandMessages';
import { newsletterFailureText } from './newsletterFailureText';

/** This island's words per locale, fetched with its code (useIslandMessages). */
const catalogues: CatalogueLoaders<'newsMessages'> = import.meta.glob<Record<'newsMessages', NewsMessages>>('../content/*/newsMessages.ts');

export interface NewsletterSignupProps extends Omit<NewsletterFormProps, 'subscribe' | 'labels' | 'action' | 'hiddenFields' | 'privacy'> {
  /** The page's locale: sent and stored with the address, and every refusal is said in it (with script or without). */
  locale: Locale;
  /** The label of the link to the privacy notice (in the page's locale) after the consent text. */
  privacyLink: string;
  /** The path of the page the box is on ("/fr/news"), stored with the consent. */
  source: string;
}

/**
 * The newsletter form wired to the real subscribe-newsletter function, in the page's language:
 * with script through fetch, whose error codes become the locale's words here; without script
 * as a native form post to the same function (which redirects to the "check your inbox" page, or
 * answers with the address to correct). Both send the page's locale and path, and the box links
 * the privacy notice in that locale.
 */
export function NewsletterSignup({ locale, privacyLink, source, ...props }: NewsletterSignupProps) {
  const { newsletter } = useIslandMessages('newsMessages', catalogues);
  const subscribe: NewsletterFormProps['subscribe'] = async (email) => {
    const outcome = await subscribeToNewsletter({ email, locale, source });
    if (outcome.ok) return outcome;
    return { ok: false, reason: newsletterFailureText(outcome, { texts: newsletter, intl: localeInfo[locale].intl }) };
  };
  return (
    <NewsletterForm
      {...props}
      labels={newsletter}
      subscribe={subscribe}
      action={functionUrl(NEWSLETTER_FUNCTION)}
      privacy={{ label: privacyLink, href: localePath(locale, paths.privacy) }}
      hiddenFields={{ [newsletterLocaleField]: locale, [newsletterSourceField]: source }}
    />
  );
}
