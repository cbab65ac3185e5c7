import { NewsletterForm, type NewsletterFormProps } from '../components/NewsletterForm';
import { subscribeToNewsletter } from '../lib/newsletter';
import { useIslandMessages } from './islandMessages';

/** The newsletter form wired to the real subscribe-newsletter function, in the page's language. */
export function NewsletterSignup(props: Omit<NewsletterFormProps, 'subscribe' | 'labels'>) {
  const { newsletter } = useIslandMessages('newsMessages');
  return <NewsletterForm {...props} labels={newsletter} subscribe={subscribeToNewsletter} />;
}
