import { ButtonLink } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { MedicationCategories } from '../components/MedicationCategories';
import { Section } from '../components/Section';
import { Stack } from '../components/Stack';
import type { DetailSection } from '../content/types';
import { catalogFileName, catalogHref } from '../lib/downloads';
import { countryStatusBadges } from '../site/countryStatuses';
import { useContent, useFileHref, useLocale } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import { pageChatText, WhatsAppButtonLink } from '../site/WhatsApp';
import { visuallyHidden } from '../styles/utilities.css';
import type { PageProps } from './types';

export default function MalariaDrugsPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const catalogFile = content.malariaDrugs.catalog.fileSlug;
  const catalogLink = useFileHref()(catalogHref(catalogFile));
  const { malariaDrugs, pageMessages } = content;
  const { meta, hero, categories, catalog, quality, coverage, clients, stats, cta } = malariaDrugs;
  const sections: DetailSection[] = [
    { kind: 'cards', ...quality },
    { kind: 'countries', ...coverage },
    { kind: 'checklist', ...clients },
    { kind: 'stats', heading: stats.heading, stats: stats.items },
  ];
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
          <ButtonLink href={catalogLink} target="_blank" rel="noopener" icon="externalLink">
            {catalog.viewLabel}
            <span className={visuallyHidden}> {pageMessages.catalog.opensInNewTab}</span>
          </ButtonLink>
          <ButtonLink href={catalogLink} download={catalogFileName(catalogFile)} icon="download" variant="secondary">
            {catalog.downloadLabel}
            <span className={visuallyHidden}> {pageMessages.catalog.fileType}</span>
          </ButtonLink>
        </Stack>
      </Section>
      <DetailSections sections={sections} countryStatuses={countryStatusBadges(content)} />
      <CallToAction {...cta}>
        <WhatsAppButtonLink text={pageChatText(content.whatsapp, locale, path)} variant="outline" size="lg" />
      </CallToAction>
    </>
  );
}
