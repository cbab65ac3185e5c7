import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { type Locale, labelled, localeInfo } from '../i18n/locales';
import { catalogHref } from '../lib/downloads';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf, pdfFrame } from './pdf';

/**
 * The malaria medicines catalogue (View / Download Catalog on the malaria drugs page),
 * built from the same category records the page shows, so the two cannot disagree.
 */
export function catalogBlocks({ malariaDrugs, messages, office }: SiteContent, locale: Locale): PdfBlock[] {
  const { hero, categories, quality, coverage, cta } = malariaDrugs;
  const contact = messages.footer;
  const countryLine = (country: (typeof coverage.countries)[number]) =>
    country.status ? labelled(locale, country.name, messages.countryStatus[country.status]) : country.name;
  return [
    { kind: 'paragraph', text: hero.lead },
    { kind: 'paragraph', text: categories.intro ?? '' },
    ...categories.items.flatMap((category): PdfBlock[] => [
      { kind: 'heading', text: category.title },
      { kind: 'meta', text: category.description },
      ...category.medications.flatMap((medication): PdfBlock[] => [
        { kind: 'subheading', text: medication.name },
        { kind: 'bullet', text: medication.form },
      ]),
    ]),
    { kind: 'heading', text: quality.heading },
    ...quality.items.flatMap((item): PdfBlock[] => [
      { kind: 'subheading', text: item.title },
      { kind: 'paragraph', text: item.description },
    ]),
    { kind: 'heading', text: coverage.heading },
    ...coverage.countries.map((country): PdfBlock => ({ kind: 'bullet', text: countryLine(country) })),
    { kind: 'heading', text: cta.heading },
    { kind: 'paragraph', text: cta.text },
    { kind: 'meta', text: labelled(locale, contact.emailLabel, site.email) },
    { kind: 'meta', text: labelled(locale, contact.phoneLabel, site.phone) },
    { kind: 'meta', text: labelled(locale, contact.locationLabel, office.location) },
  ];
}

/** The catalogue of a locale, in its language, named after its translated title. */
export async function catalogFiles(content: SiteContent, _intlLocale: string, locale: Locale): Promise<GeneratedFile[]> {
  const { catalog, hero } = content.malariaDrugs;
  const contents = await buildPdf({ title: catalog.title, subtitle: hero.title, blocks: catalogBlocks(content, locale) }, pdfFrame(content, localeInfo[locale].htmlLang));
  return [{ path: catalogHref(catalog.fileSlug), contents }];
}
