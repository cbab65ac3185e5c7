import { NotFound } from '../components/NotFound';
import { MissingPathReportIsland } from '../components/NotFound/MissingPathReport';
import { PageMeta } from '../components/PageMeta';
import { notFound } from '../content/en/notFound';

/** The 404 page; the server answers unknown paths with it and status 404. */
export default function NotFoundPage() {
  return (
    <>
      <PageMeta {...notFound.meta} noindex />
      <NotFound code={notFound.code} heading={notFound.heading} text={notFound.text} action={notFound.action} />
      <MissingPathReportIsland />
    </>
  );
}
