import type { ArticleBlock, SiteContent } from '../content/types';
import { formatDate, formatMessage } from '../i18n/format';
import { type Locale, localeInfo } from '../i18n/locales';
import { articlePdfHref } from '../lib/downloads';
import { articleUrl } from '../lib/news';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf, pdfFrame } from './pdf';

function bodyBlocks(block: ArticleBlock): PdfBlock[] {
  switch (block.type) {
    case 'heading':
      return [{ kind: 'heading', text: block.text }];
    case 'paragraph':
      return [{ kind: 'paragraph', text: block.text }];
    case 'list':
      return block.items.map((text) => ({ kind: 'bullet', text }));
    case 'quote':
      return [
        { kind: 'subheading', text: `\u201c${block.text}\u201d` },
        ...(block.cite ? [{ kind: 'meta' as const, text: `\u2014 ${block.cite}` }] : []),
      ];
  }
}

/** One PDF per article under /news/pdf/, built from the same record as the page. */
export async function newsFiles(content: SiteContent, intlLocale: string, locale: Locale): Promise<GeneratedFile[]> {
  const { newsMessages } = content;
  const frame = pdfFrame(content, localeInfo[locale].htmlLang);
  const { articles: newsArticles, bodies: articleBodies } = content.news;
  return Promise.all(
    newsArticles.map(async (article) => ({
      path: articlePdfHref(article.slug),
      contents: await buildPdf({
        title: article.title,
        subtitle: article.excerpt,
        blocks: [
          {
            kind: 'meta',
            text: [
              newsMessages.categories[article.category],
              formatMessage(newsMessages.byline, { author: article.author }),
              formatDate(intlLocale, article.date),
              article.readTime,
            ].join('  |  '),
          },
          ...articleBodies[article.slug].flatMap(bodyBlocks),
          { kind: 'meta', text: formatMessage(newsMessages.textFile.line, { label: newsMessages.textFile.link, value: articleUrl(article.slug, locale) }) },
        ],
      }, frame),
    })),
  );
}
