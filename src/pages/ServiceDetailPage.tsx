import { use } from 'react';
import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { loadServiceDetail } from '../content/services/load';
import type { PageProps } from './types';

/** The one template of the ten service detail pages; the route path picks the content. */
export default function ServiceDetailPage({ path }: PageProps) {
  const detail = use(loadServiceDetail(path));
  return (
    <>
      <PageMeta {...detail.meta} path={path} />
      <Hero {...detail.hero} />
      <DetailSections sections={detail.sections} />
      <CallToAction {...detail.cta} />
    </>
  );
}
