import { CallToAction } from '../components/CallToAction';
import { Hero } from '../components/Hero';
import { NewsList } from '../components/NewsBrowser';
import { NewsCard } from '../components/NewsCard';
import { Section } from '../components/Section';
import { newsFilterCategories } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { useContent, useIntlLocale, useLocale } from '../site/locale';
import { newsShareLabels, newsStory } from '../site/news';
import NewsletterIsland from '../site/Newsletter.island';
import { newsCardLabels } from '../site/labels';
import { PageMeta } from '../site/PageMeta';
import NewsBrowserIsland from '../site/NewsBrowser.island';
import type { PageProps } from './types';

export default function NewsPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const { news, newsMessages } = content;
  const { page } = news;
  const featured = news.articles.find((article) => article.featured);
  const listed = news.articles.filter((article) => !article.featured);
  const cardLabels = newsCardLabels(newsMessages);
  return (
    <>
      <PageMeta {...page.meta} path={path} />
      <Hero {...page.hero} />
      {featured && (
        <Section spacing="sm" tone="subtle">
          <NewsCard story={newsStory(featured, content, locale)} labels={cardLabels} layout="featured" headingLevel={2} label={page.featuredLabel} />
        </Section>
      )}
      <Section heading={page.listHeading}>
        <NewsBrowserIsland categories={newsFilterCategories} filterLabel={page.filterLabel} allLabel={page.allLabel} total={listed.length} locale={intlLocale}>
          <NewsList stories={listed.map((article) => newsStory(article, content, locale))} labels={cardLabels} share={newsShareLabels(content)} />
        </NewsBrowserIsland>
      </Section>
      <Section spacing="sm">
        <NewsletterIsland {...page.newsletter} locale={locale} source={localePath(locale, path)} />
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
