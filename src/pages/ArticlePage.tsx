import { CallToAction } from '../components/CallToAction';
import { ArticleBody } from '../components/ArticleBody';
import { ArticleHeader } from '../components/ArticleHeader';
import { Container } from '../components/Container';
import { DownloadLink } from '../components/DownloadLink';
import { NewsCard } from '../components/NewsCard';
import { NotFound } from '../components/NotFound';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { ShareArticleButtonIsland } from '../components/ShareArticleButton';
import { Grid } from '../components/Stack';
import { newsArticles } from '../content/en/news/articles';
import { articleBodies } from '../content/en/news/bodies';
import { articleNotFound, newsMessages } from '../content/en/newsMessages';
import { newsPage } from '../content/en/newsPage';
import { site } from '../content/site';
import { articlePdfFileName, articlePdfHref } from '../lib/downloads';
import { relatedArticles } from '../lib/news';
import { newsArticleJsonLd } from '../lib/structuredData';
import type { PageProps } from './types';

/** One template for every article; a slug with no article shows "Article Not Found" (served with 404). */
export default function ArticlePage({ path }: PageProps) {
  const slug = path.split('/').pop();
  const article = newsArticles.find((entry) => entry.slug === slug);
  const body = article && articleBodies[article.slug];
  if (!article || !body) {
    return (
      <>
        <PageMeta {...articleNotFound.meta} noindex />
        <NotFound {...articleNotFound} />
      </>
    );
  }
  const { pdfDownloadStarted } = newsMessages;
  return (
    <>
      <PageMeta
        title={`${article.title} | ${site.shortName}`}
        description={article.excerpt}
        path={path}
        ogType="article"
        jsonLd={[newsArticleJsonLd(article, body, path)]}
      />
      <article>
        <ArticleHeader
          article={article}
          actions={
            <>
              <ShareArticleButtonIsland path={path} title={article.title} text={newsMessages.share.nativeText(article.excerpt)} variant="primary" />
              <DownloadLink
                href={articlePdfHref(article.slug)}
                fileName={articlePdfFileName(article.slug)}
                type="application/pdf"
                size="md"
                label={newsMessages.downloadPdf}
                notice={{ title: pdfDownloadStarted.title, description: pdfDownloadStarted.description(article.title) }}
              />
            </>
          }
        />
        <Container width="prose">
          <ArticleBody image={article.image} blocks={body} />
        </Container>
      </article>
      <Section heading={newsMessages.relatedArticles} tone="subtle">
        <Grid as="ul" columns={3}>
          {relatedArticles(newsArticles, article).map((related) => (
            <NewsCard key={related.slug} as="li" article={related} />
          ))}
        </Grid>
      </Section>
      <CallToAction {...newsPage.cta} />
    </>
  );
}
