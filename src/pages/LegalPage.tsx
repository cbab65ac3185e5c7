import { Hero } from '../components/Hero';
import { LegalDocument } from '../components/LegalDocument';
import { Section } from '../components/Section';
import { formatDate, formatMessage } from '../i18n/format';
import { paths } from '../routes/routes';
import { useContent, useIntlLocale } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import type { PageProps } from './types';

/** /privacy and /terms: one template, the path picks the text. */
export default function LegalPage({ path }: PageProps) {
  const { legal, pageMessages } = useContent();
  const intlLocale = useIntlLocale();
  const content = { [paths.privacy]: legal.privacy, [paths.terms]: legal.terms }[path];
  if (!content) throw new Error(`No legal text for ${path}`);
  return (
    <>
      <PageMeta {...content.meta} path={path} />
      <Hero title={content.title} lead={content.intro} />
      <Section>
        <LegalDocument
          sections={content.sections}
          lastUpdated={content.lastUpdated}
          lastUpdatedLabel={formatMessage(pageMessages.legal.lastUpdated, { date: formatDate(intlLocale, content.lastUpdated) })}
          contentsLabel={pageMessages.legal.contents}
        />
      </Section>
    </>
  );
}
