import { newsArticles } from '../content/en/news/articles';
import { articleBodies } from '../content/en/news/bodies';
import { newsMessages } from '../content/en/newsMessages';
import type { ArticleBlock } from '../content/types';
import { site } from '../content/site';
import { articlePdfHref } from '../lib/downloads';
import { formatDate } from '../lib/formatDate';
import { articleUrl } from '../lib/news';
import type { GeneratedFile } from './index';
import { type PdfBlock, buildPdf } from './pdf';

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
export async function newsFiles(): Promise<GeneratedFile[]> {
  return Promise.all(
    newsArticles.map(async (article) => ({
      path: articlePdfHref(article.slug),
      contents: await buildPdf({
        title: article.title,
        subtitle: article.excerpt,
        blocks: [
          {
            kind: 'meta',
            text: [article.category, newsMessages.byline(article.author), formatDate(article.date), article.readTime].join('  |  '),
          },
          ...articleBodies[article.slug].flatMap(bodyBlocks),
          { kind: 'meta', text: `${newsMessages.textFile.link}: ${articleUrl(article.slug, site.origin)}` },
        ],
      }),
    })),
  );
}
