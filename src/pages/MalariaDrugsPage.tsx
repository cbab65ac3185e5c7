import { ButtonLink } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { MedicationCategories } from '../components/MedicationCategories';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { Stack } from '../components/Stack';
import { malariaDrugs } from '../content/en/malariaDrugs';
import { pageMessages } from '../content/en/pageMessages';
import type { DetailSection } from '../content/types';
import { visuallyHidden } from '../styles/utilities.css';
import type { PageProps } from './types';

const { meta, hero, categories, catalog, quality, coverage, clients, stats, cta } = malariaDrugs;

const sections: DetailSection[] = [
  { kind: 'cards', ...quality },
  { kind: 'countries', ...coverage },
  { kind: 'checklist', ...clients },
  { kind: 'stats', heading: stats.heading, stats: stats.items },
];

export default function MalariaDrugsPage({ path }: PageProps) {
  return (
    <>
      <PageMeta {...meta} path={path} />
      <Hero {...hero} />
      <Section heading={categories.heading} intro={categories.intro}>
        <MedicationCategories categories={categories.items} />
      </Section>
      <Section heading={catalog.heading} intro={catalog.intro} tone="brandSubtle">
        {/* The catalogue is a PDF built at build time from `categories` (src/files/catalog.ts). */}
        <Stack direction="row" gap="sm">
          <ButtonLink href={catalog.href} target="_blank" rel="noopener" icon="externalLink">
            {catalog.viewLabel}
            <span className={visuallyHidden}> {pageMessages.catalog.opensInNewTab}</span>
          </ButtonLink>
          <ButtonLink href={catalog.href} download={catalog.fileName} icon="download" variant="secondary">
            {catalog.downloadLabel}
            <span className={visuallyHidden}> {pageMessages.catalog.fileType}</span>
          </ButtonLink>
        </Stack>
      </Section>
      <DetailSections sections={sections} />
      <CallToAction {...cta} />
    </>
  );
}
