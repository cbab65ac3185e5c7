import { ErrorPage } from '../components/ErrorPage';
import type { InterfaceMessages } from '../content/messages';
import { paths } from '../routes/paths';
import { PageMeta } from './PageMeta';

/** The site's error page: the spec's title and the error's message, kept out of search indexes. */
export function SiteErrorPage({ error, messages }: { error: unknown; messages: InterfaceMessages['errorPage'] }) {
  return (
    <>
      <PageMeta title={messages.metaTitle} description={messages.text} noindex />
      <ErrorPage error={error} labels={messages} homeHref={paths.home} />
    </>
  );
}
