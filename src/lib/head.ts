import { site } from '../content/site';
import type { HomeContent, NavItem } from '../content/types';
import { localePath } from '../i18n/localePaths';
import { defaultLocale, type Locale, localeInfo, locales } from '../i18n/locales';
import { fileHref } from './downloads';
import { organizationJsonLd, webPageJsonLd } from './structuredData';

/** What a page puts in the document head. */
export interface HeadData {
  /** The page's language (PageMeta adds it from the page root). */
  locale: Locale;
  title: string;
  description: string;
  /** Site path of the page ("/about", in every locale), for the canonical link, og:url and the alternates. Omit for error pages. */
  path?: string;
  /** Error and not-found pages are kept out of search indexes. */
  noindex?: boolean;
  /** Structured data for the page (schema.org CreativeWorks: each gets the page's `inLanguage`). */
  jsonLd?: object[];
  /** og:type, "website" unless the page says otherwise (articles say "article"). */
  ogType?: 'website' | 'article';
  /** Short page name for breadcrumbs; defaults to the title before " | ". */
  name?: string;
  /** The main navigation, whose labels name a nested page's section in its breadcrumbs. */
  sections?: readonly NavItem[];
  /** The locale's words around every page (PageMeta adds them from the page root): its news feed's title, its preview image's text. */
  feedTitle: string;
  imageAlt: string;
}

/**
 * Social preview image (1200x630), one per locale with its text in the locale's language
 * (`fileHref`: under its prefix, from public/), made by scripts/make-brand-images.mjs.
 */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const;
/**
 * The text the locale's preview image carries (scripts/make-brand-images.mjs draws it in this order), as
 * the image's alternative text: the company's name, the home page's headline and its line
 * "Accra, Ghana · Since 2009".
 */
export const previewImageText = (home: HomeContent) => `${site.name}. ${home.hero.title}. ${home.hero.eyebrow}`;

/** The news feed of each locale (its title is the locale's: `news.page.feedTitle`). */
export const rssFeed = { path: '/news/rss.xml' } as const;

/** The absolute URL of a site path in a locale: ("fr", "/about") -> "https://…/fr/about". */
export const pageUrl = (locale: Locale, path: string) => `${site.origin}${localePath(locale, path)}`;

/**
 * Every structured-data block of a page: Organization; the page itself (WebPage, its language
 * and breadcrumbs) when it is indexed; then the page's own, in the page's language.
 */
export function structuredDataFor(head: HeadData): object[] {
  const name = head.name ?? head.title.split(' | ')[0] ?? head.title;
  const inLanguage = localeInfo[head.locale].htmlLang;
  const webPage = head.path !== undefined && !head.noindex ? webPageJsonLd(head.locale, head.path, name, head.sections ?? []) : null;
  return [organizationJsonLd(head.locale), ...(webPage ? [webPage] : []), ...(head.jsonLd ?? []).map((data) => ({ ...data, inLanguage }))];
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json"> block, safe against "</script>". */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page in every locale, English for x-default: each page canonical to itself, the set reciprocal. */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: pageUrl(locale, path) })),
    { hreflang: 'x-default', href: pageUrl(defaultLocale, path) },
  ];
}

function alternateTags(locale: Locale, path: string): string[] {
  return [
    ...alternates(path).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`),
    ...locales.filter((other) => other !== locale).map((other) => `<meta property="og:locale:alternate" content="${localeInfo[other].ogLocale}">`),
  ];
}

/** Head tags as HTML, for the prerender. */
export function renderHeadTags(head: HeadData): string {
  const image = `${site.origin}${fileHref(head.locale, ogImage.path)}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:locale" content="${localeInfo[head.locale].ogLocale}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${ogImage.width}">`,
    `<meta property="og:image:height" content="${ogImage.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${image}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feedTitle)}" href="${fileHref(head.locale, rssFeed.path)}">`,
  ];
  if (head.path !== undefined) {
    const url = pageUrl(head.locale, head.path);
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
    if (!head.noindex) tags.push(...alternateTags(head.locale, head.path));
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const data of structuredDataFor(head)) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
