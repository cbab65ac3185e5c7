import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { useContent } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { DetailSection } from '../content/types';
import type { PageProps } from './types';

export default function ServicesPage({ path }: PageProps) {
  const { meta, hero, core, regulatory, additional, cta } = useContent().servicesOverview;
  // The overview's three card groups are drawn like the detail pages' card sections.
  const sections: DetailSection[] = [
    { kind: 'cards', ...core },
    { kind: 'cards', ...regulatory },
    { kind: 'cards', ...additional },
  ];
  return (
    <>
      <PageMeta {...meta} path={path} />
      <Hero {...hero} />
      <DetailSections sections={sections} />
      <CallToAction {...cta} />
    </>
  );
}
