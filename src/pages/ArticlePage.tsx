import { ArticleBody } from '../components/ArticleBody';
import { ArticleHeader } from '../components/ArticleHeader';
import { CallToAction } from '../components/CallToAction';
import { Container } from '../components/Container';
import { DownloadLink } from '../components/DownloadLink';
import { NewsCard } from '../components/NewsCard';
import { NotFound } from '../components/NotFound';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { site } from '../content/site';
import { formatMessage } from '../i18n/format';
import { articlePdfFileName, articlePdfHref } from '../lib/downloads';
import { relatedArticles } from '../lib/news';
import { pageUrl } from '../lib/head';
import { newsArticleJsonLd } from '../lib/structuredData';
import { paths } from '../routes/routes';
import { useContent, useFileHref, useLocale } from '../site/locale';
import { newsStory } from '../site/news';
import { newsCardLabels } from '../site/labels';
import { PageMeta } from '../site/PageMeta';
import ShareArticleButtonIsland from '../site/ShareArticleButton.island';
import { WhatsAppShareLink } from '../site/WhatsApp';
import type { PageProps } from './types';

/** One template for every article; a slug with no article shows "Article Not Found" (served with 404). */
export default function ArticlePage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const fileHref = useFileHref();
  const { news, newsMessages, articleNotFound } = content;
  const slug = path.split('/').pop();
  const article = news.articles.find((entry) => entry.slug === slug);
  const body = article && news.bodies[article.slug];
  if (!article || !body) {
    return (
      <>
        <PageMeta {...articleNotFound.meta} noindex />
        <NotFound {...articleNotFound} />
      </>
    );
  }
  const story = newsStory(article, content, locale);
  const { pdfDownloadStarted } = newsMessages;
  const cardLabels = newsCardLabels(newsMessages);
  return (
    <>
      <PageMeta
        title={`${article.title} | ${site.shortName}`}
        description={article.excerpt}
        path={path}
        ogType="article"
        jsonLd={[newsArticleJsonLd(article, body, pageUrl(locale, path), newsMessages.categories[article.category])]}
      />
      <article>
        <ArticleHeader
          title={story.title}
          excerpt={story.excerpt}
          categoryLabel={story.categoryLabel}
          meta={{ byline: story.byline, date: story.date, dateLabel: story.dateLabel, readTime: story.readTime, label: newsMessages.detailsLabel }}
          back={{ href: paths.news, label: newsMessages.backToNews }}
          actions={
            <>
              <ShareArticleButtonIsland path={path} title={article.title} text={article.excerpt} variant="primary" />
              <WhatsAppShareLink url={story.url} title={story.title} />
              <DownloadLink
                href={fileHref(articlePdfHref(article.slug))}
                fileName={articlePdfFileName(article.slug)}
                type="application/pdf"
                size="md"
                label={newsMessages.downloadPdf}
                notice={{ title: pdfDownloadStarted.title, description: formatMessage(pdfDownloadStarted.description, { title: article.title }) }}
              />
            </>
          }
        />
        <Container width="prose">
          <ArticleBody image={article.image} blocks={body} />
        </Container>
      </article>
      <Section heading={newsMessages.relatedArticles} tone="subtle" printed={false}>
        <Grid as="ul" columns={3}>
          {relatedArticles(news.articles, article).map((related) => (
            <NewsCard key={related.slug} as="li" story={newsStory(related, content, locale)} labels={cardLabels} />
          ))}
        </Grid>
      </Section>
      <CallToAction {...news.page.cta} />
    </>
  );
}
