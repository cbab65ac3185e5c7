import { NewsletterForm, type NewsletterFormProps } from '../components/NewsletterForm';
import { type Locale, localeInfo } from '../i18n/locales';
import { subscribeToNewsletter } from '../lib/newsletter';
import { useIslandMessages } from './islandMessages';
import { newsletterFailureText } from './newsletterFailureText';

export interface NewsletterSignupProps extends Omit<NewsletterFormProps, 'subscribe' | 'labels'> {
  /** The page's locale: sent and stored with the address, and every refusal is said in it. */
  locale: Locale;
}

/**
 * The newsletter form wired to the real subscribe-newsletter function, in the page's language:
 * the function's error codes become the locale's words here.
 */
export function NewsletterSignup({ locale, ...props }: NewsletterSignupProps) {
  const { newsletter } = useIslandMessages('newsMessages');
  const subscribe: NewsletterFormProps['subscribe'] = async (email) => {
    const outcome = await subscribeToNewsletter({ email, locale });
    if (outcome.ok) return outcome;
    return { ok: false, reason: newsletterFailureText(outcome, { texts: newsletter, intl: localeInfo[locale].intl }) };
  };
  return <NewsletterForm {...props} labels={newsletter} subscribe={subscribe} />;
}
