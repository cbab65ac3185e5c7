import { site } from '../content/site';
import type { SiteContent } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { type Locale, localeInfo } from '../i18n/locales';
import { fileHref } from '../lib/downloads';
import { rssFeed } from '../lib/head';
import { articlePath, paths } from '../routes/routes';
import type { GeneratedFile } from './index';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 822 date at noon UTC, as RSS 2.0 wants. */
const rssDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

/** A locale's news as an RSS 2.0 feed at /news/rss.xml (under its prefix), newest first, linking its pages. */
export async function rssFiles({ news, newsMessages }: SiteContent, _intlLocale: string, locale: Locale): Promise<GeneratedFile[]> {
  const articles = [...news.articles].sort((a, b) => b.date.localeCompare(a.date));
  const items = articles.map((article) => {
    const url = `${site.origin}${localePath(locale, articlePath(article.slug))}`;
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rssDate(article.date)}</pubDate>`,
      `      <category>${escapeXml(newsMessages.categories[article.category])}</category>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const latest = articles[0]?.date ?? '2024-01-01';
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(news.page.feedTitle)}</title>`,
    `    <link>${site.origin}${localePath(locale, paths.news)}</link>`,
    `    <description>${escapeXml(news.page.meta.description)}</description>`,
    `    <language>${localeInfo[locale].htmlLang}</language>`,
    `    <lastBuildDate>${rssDate(latest)}</lastBuildDate>`,
    `    <atom:link href="${site.origin}${fileHref(locale, rssFeed.path)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return [{ path: rssFeed.path, contents: xml }];
}
