import { useState } from 'react';
import { CallToAction } from '../components/CallToAction';
import { CategoryFilter } from '../components/CategoryFilter';
import { Hero } from '../components/Hero';
import { NewsCard } from '../components/NewsCard';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { Text } from '../components/Text';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { newsArticles } from '../content/news/articles';
import { newsMessages } from '../content/newsMessages';
import { newsPage } from '../content/newsPage';
import { type NewsCategory, newsFilterCategories } from '../content/types';
import { subscribeToNewsletter } from '../lib/newsletter';
import type { PageProps } from './types';

type Filter = 'all' | NewsCategory;

const featured = newsArticles.find((article) => article.featured);
const listed = newsArticles.filter((article) => !article.featured);
const filterOptions: { value: Filter; label: string }[] = [
  { value: 'all', label: newsPage.allLabel },
  ...newsFilterCategories.map((category) => ({ value: category, label: category })),
];

export default function NewsPage({ path }: PageProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? listed : listed.filter((article) => article.category === filter);
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
        <CategoryFilter label={newsPage.filterLabel} options={filterOptions} value={filter} onChange={setFilter} />
        <VisuallyHidden>
          <span role="status">{newsMessages.resultCount(shown.length)}</span>
        </VisuallyHidden>
        {shown.length > 0 ? (
          <Grid as="ul" columns={3}>
            {shown.map((article) => (
              <NewsCard key={article.slug} as="li" article={article} shareable />
            ))}
          </Grid>
        ) : (
          <Text tone="secondary">{newsMessages.noResults}</Text>
        )}
      </Section>
      <Section spacing="sm">
        <NewsletterForm {...newsPage.newsletter} subscribe={subscribeToNewsletter} />
      </Section>
      <CallToAction {...newsPage.cta} />
    </>
  );
}
