import { NotFound } from '../components/NotFound';
import MissingPathReportIsland from '../components/NotFound/MissingPathReport.island';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';

/** The 404 page; the server answers unknown paths with it and status 404. */
export default function NotFoundPage() {
  const { notFound } = useContent();
  return (
    <>
      <PageMeta {...notFound.meta} noindex />
      <NotFound code={notFound.code} heading={notFound.heading} text={notFound.text} action={notFound.action} />
      <MissingPathReportIsland />
    </>
  );
}
