// @vitest-environment node
/**
 * The copy guard of the generated files: every file a reader downloads (PDFs read back with
 * pdf.js as a viewer does, the RSS feeds, an article card's .txt), in every locale, as one
 * committed text per locale (__snapshots__/files.<locale>.txt), so that a one-word change in
 * a guide or a feed shows in review; and each French and Portuguese file in its language:
 * its PDF language and title, no English sentence left but proper names.
 * After a change made on purpose: `npx vitest run src/files/filesText.test.ts -u`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { englishSentences } from '../../tests/unit/englishText';
import { readPdf } from '../../tests/unit/pdfText';
import { storyText } from '../components/NewsCard/storyText';
import { contentFor } from '../content';
import { site } from '../content/site';
import { localePath, splitLocalePath } from '../i18n/localePaths';
import { localeInfo, locales } from '../i18n/locales';
import { articleTextFileName, fileHref } from '../lib/downloads';
import { newsStory } from '../site/news';
import { type GeneratedFile, generatedFiles } from './index';

/** A file's text as a reader gets it: a PDF's extracted text, page by page; a feed's XML. */
interface FileText {
  path: string;
  text: string;
  pdf?: { title: string; language: string | null };
}

let texts: FileText[] = [];

async function textOf(file: GeneratedFile): Promise<FileText> {
  if (typeof file.contents === 'string') return { path: file.path, text: file.contents };
  const { pages, title, language } = await readPdf(file.contents);
  return { path: file.path, text: pages.map((page, index) => `[page ${index + 1}] ${page}`).join('\n'), pdf: { title, language } };
}

/** What an article card's "Download text" saves (src/components/NewsCard), for every article of the locale. */
function articleTextFiles(locale: (typeof locales)[number]): FileText[] {
  const content = contentFor(locale);
  return content.news.articles.map((article) => {
    const story = newsStory(article, content, locale);
    const url = `${site.origin}${localePath(locale, story.href)}`;
    return { path: fileHref(locale, `/news/${articleTextFileName(article.fileSlug)}`), text: storyText(story, content.newsMessages.textFile, url) };
  });
}

beforeAll(async () => {
  texts = [...(await Promise.all((await generatedFiles()).map(textOf))), ...locales.flatMap(articleTextFiles)];
}, 120_000);

describe.each(locales)('the %s files', (locale) => {
  const ofLocale = () => texts.filter((file) => splitLocalePath(file.path).locale === locale);

  it('are those of the committed snapshot', async () => {
    const text = ofLocale()
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((file) => [`## ${file.path}`, ...(file.pdf ? [`title: ${file.pdf.title}`, `language: ${file.pdf.language}`] : []), file.text, ''].join('\n'))
      .join('\n');
    await expect(text).toMatchFileSnapshot(`./__snapshots__/files.${locale}.txt`);
  });

  it.skipIf(locale === 'en')('are in the language of the locale, titles included, with no English sentence left', () => {
    const content = contentFor(locale);
    const { resources, news, malariaDrugs } = content;
    const titles = new Set([...resources.guides, ...resources.documents, ...resources.videos, ...news.articles, malariaDrugs.catalog].map((record) => record.title));
    const english = contentFor('en');
    const englishTitles = new Set([...english.resources.guides, ...english.resources.documents, ...english.resources.videos, ...english.news.articles, english.malariaDrugs.catalog].map((record) => record.title));
    const problems: string[] = [];
    for (const file of ofLocale()) {
      if (file.pdf) {
        if (file.pdf.language !== localeInfo[locale].htmlLang) problems.push(`${file.path}: language ${file.pdf.language}`);
        if (!titles.has(file.pdf.title) || englishTitles.has(file.pdf.title)) problems.push(`${file.path}: title "${file.pdf.title}"`);
      }
      for (const sentence of englishSentences(file.text)) problems.push(`${file.path}: English: ${sentence}`);
    }
    const feed = texts.find((file) => file.path === fileHref(locale, '/news/rss.xml'))?.text ?? '';
    expect(feed).toContain(`<language>${localeInfo[locale].htmlLang}</language>`);
    expect(feed).toContain(`<title>${content.news.page.feedTitle}</title>`);
    expect(feed).toContain(`<link>${site.origin}${localePath(locale, '/news')}</link>`);
    expect(problems).toEqual([]);
  });
});
