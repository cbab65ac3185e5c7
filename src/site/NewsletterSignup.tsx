import { NewsletterForm, type NewsletterFormProps } from '../components/NewsletterForm';
import { type Locale, localeInfo } from '../i18n/locales';
import { functionUrl } from '../lib/functionsBackend';
import { NEWSLETTER_FUNCTION, newsletterLocaleField, subscribeToNewsletter } from '../lib/newsletter';
import { useIslandMessages } from './islandMessages';
import { newsletterFailureText } from './newsletterFailureText';

export interface NewsletterSignupProps extends Omit<NewsletterFormProps, 'subscribe' | 'labels' | 'action' | 'hiddenFields'> {
  /** The page's locale: sent and stored with the address, and every refusal is said in it (with script or without). */
  locale: Locale;
}

/**
 * The newsletter form wired to the real subscribe-newsletter function, in the page's language:
 * with script through fetch, whose error codes become the locale's words here; without script
 * as a native form post to the same function (which redirects to the confirmation page, or
 * answers with the address to correct). Both send the page's locale.
 */
export function NewsletterSignup({ locale, ...props }: NewsletterSignupProps) {
  const { newsletter } = useIslandMessages('newsMessages');
  const subscribe: NewsletterFormProps['subscribe'] = async (email) => {
    const outcome = await subscribeToNewsletter({ email, locale });
    if (outcome.ok) return outcome;
    return { ok: false, reason: newsletterFailureText(outcome, { texts: newsletter, intl: localeInfo[locale].intl }) };
  };
  return (
    <NewsletterForm
      {...props}
      labels={newsletter}
      subscribe={subscribe}
      action={functionUrl(NEWSLETTER_FUNCTION)}
      hiddenFields={{ [newsletterLocaleField]: locale }}
    />
  );
}
