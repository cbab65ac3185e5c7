import { CallToAction } from '../components/CallToAction';
import { Hero } from '../components/Hero';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

/**
 * "Check your inbox": where a sign-up sent without script lands once the newsletter function has
 * taken it (its 303 answer), for any address alike; the address is subscribed only once the
 * link mailed to it is opened. Kept out of search indexes: a visitor only reaches it by
 * subscribing. It ends as the news page does, with a way to the team.
 */
export default function NewsletterSubscribedPage({ path }: PageProps) {
  const { newsletter, news } = useContent();
  return (
    <>
      <PageMeta {...newsletter.subscribed.meta} path={path} noindex />
      <Hero {...newsletter.subscribed.hero} />
      <CallToAction {...news.page.cta} />
    </>
  );
}
