import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { serviceDetailsById } from '../content/en/services/index';
import { serviceById } from '../content/services/manifest';
import { serviceAt } from '../routes/routes';
import type { PageProps } from './types';

/** The one template of the ten service detail pages; the route path picks the content. */
export default function ServiceDetailPage({ path }: PageProps) {
  const id = serviceAt(path);
  const service = id && serviceById(id);
  if (service?.template !== 'serviceDetail') throw new Error(`No service detail page at ${path}`);
  const detail = serviceDetailsById[service.id];
  return (
    <>
      <PageMeta {...detail.meta} path={path} />
      <Hero {...detail.hero} />
      <DetailSections sections={detail.sections} />
      <CallToAction {...detail.cta} />
    </>
  );
}
