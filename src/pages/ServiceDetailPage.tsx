import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { serviceDetails } from '../content/en/services/index';
import type { PageProps } from './types';

/** The one template of the ten service detail pages; the route path picks the content. */
export default function ServiceDetailPage({ path }: PageProps) {
  const detail = serviceDetails.find((entry) => entry.path === path);
  if (!detail) throw new Error(`No service detail content for ${path}`);
  return (
    <>
      <PageMeta {...detail.meta} path={path} />
      <Hero {...detail.hero} />
      <DetailSections sections={detail.sections} />
      <CallToAction {...detail.cta} />
    </>
  );
}
