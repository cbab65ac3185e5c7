import { Hero } from '../components/Hero';
import { LegalDocument } from '../components/LegalDocument';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { privacy, terms } from '../content/en/legal';
import type { LegalContent } from '../content/types';
import { paths } from '../routes/routes';
import type { PageProps } from './types';

const documents: Record<string, LegalContent> = { [paths.privacy]: privacy, [paths.terms]: terms };

/** /privacy and /terms: one template, the path picks the text. */
export default function LegalPage({ path }: PageProps) {
  const content = documents[path];
  if (!content) throw new Error(`No legal text for ${path}`);
  return (
    <>
      <PageMeta {...content.meta} path={path} />
      <Hero title={content.title} lead={content.intro} />
      <Section>
        <LegalDocument sections={content.sections} lastUpdated={content.lastUpdated} />
      </Section>
    </>
  );
}
