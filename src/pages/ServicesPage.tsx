import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { PageMeta } from '../components/PageMeta';
import { servicesOverview } from '../content/en/servicesOverview';
import type { DetailSection } from '../content/types';
import type { PageProps } from './types';

const { meta, hero, core, regulatory, additional, cta } = servicesOverview;

// The overview's three card groups are drawn like the detail pages' card sections.
const sections: DetailSection[] = [
  { kind: 'cards', ...core },
  { kind: 'cards', ...regulatory },
  { kind: 'cards', ...additional },
];

export default function ServicesPage({ path }: PageProps) {
  return (
    <>
      <PageMeta {...meta} path={path} />
      <Hero {...hero} />
      <DetailSections sections={sections} />
      <CallToAction {...cta} />
    </>
  );
}
