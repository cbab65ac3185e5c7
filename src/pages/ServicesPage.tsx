import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import { overviewBands } from '../site/servicesOverview';
import type { PageProps } from './types';

export default function ServicesPage({ path }: PageProps) {
  const overview = useContent().servicesOverview;
  const { meta, hero, cta } = overview;
  return (
    <>
      <PageMeta {...meta} path={path} />
      <Hero {...hero} />
      {/* The overview's card bands are drawn like the detail pages' card sections. */}
      <DetailSections sections={overviewBands(overview)} />
      <CallToAction {...cta} />
    </>
  );
}
