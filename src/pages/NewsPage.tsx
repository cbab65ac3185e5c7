import { CallToAction } from '../components/CallToAction';
import { Hero } from '../components/Hero';
import { NewsBrowserIsland } from '../components/NewsBrowser';
import { NewsCard } from '../components/NewsCard';
import { NewsletterSignupIsland } from '../components/NewsletterForm';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { newsArticles } from '../content/en/news/articles';
import { newsPage } from '../content/en/newsPage';
import type { PageProps } from './types';

const featured = newsArticles.find((article) => article.featured);
const listed = newsArticles.filter((article) => !article.featured);

export default function NewsPage({ path }: PageProps) {
  return (
    <>
      <PageMeta {...newsPage.meta} path={path} />
      <Hero {...newsPage.hero} />
      {featured && (
        <Section spacing="sm" tone="subtle">
          <NewsCard article={featured} layout="featured" headingLevel={2} label={newsPage.featuredLabel} />
        </Section>
      )}
      <Section heading={newsPage.listHeading}>
        <NewsBrowserIsland articles={listed} filterLabel={newsPage.filterLabel} allLabel={newsPage.allLabel} />
      </Section>
      <Section spacing="sm">
        <NewsletterSignupIsland {...newsPage.newsletter} />
      </Section>
      <CallToAction {...newsPage.cta} />
    </>
  );
}
