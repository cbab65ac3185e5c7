import { site } from '../content/site';
import type { NavItem } from '../content/types';
import { breadcrumbJsonLd, organizationJsonLd } from './structuredData';

/** What a page puts in the document head. */
export interface HeadData {
  title: string;
  description: string;
  /** Path of the page, used for the canonical link and og:url. Omit for error pages. */
  path?: string;
  /** Error and not-found pages are kept out of search indexes. */
  noindex?: boolean;
  /** Structured data for the page (schema.org objects). */
  jsonLd?: object[];
  /** og:type, "website" unless the page says otherwise (articles say "article"). */
  ogType?: 'website' | 'article';
  /** Short page name for breadcrumbs; defaults to the title before " | ". */
  name?: string;
  /** The main navigation, whose labels name a nested page's section in its breadcrumbs. */
  sections?: readonly NavItem[];
}

/** Social preview image (1200x630), made by scripts/make-og-image.mjs. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const;
export const rssFeed = { path: '/news/rss.xml', title: `${site.shortName} news` } as const;

/** Every structured-data block of a page: Organization, breadcrumbs, then the page's own. */
export function structuredDataFor(head: HeadData): object[] {
  const name = head.name ?? head.title.split(' | ')[0] ?? head.title;
  const breadcrumbs = head.path && !head.noindex ? breadcrumbJsonLd(head.path, name, head.sections ?? []) : null;
  return [organizationJsonLd(), ...(breadcrumbs ? [breadcrumbs] : []), ...(head.jsonLd ?? [])];
}

export const canonicalUrl = (path: string) => `${site.origin}${path === '/' ? '/' : path}`;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json"> block, safe against "</script>". */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Head tags as HTML, for the prerender. */
export function renderHeadTags(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:locale" content="en_GB">`,
    `<meta property="og:image" content="${site.origin}${ogImage.path}">`,
    `<meta property="og:image:width" content="${ogImage.width}">`,
    `<meta property="og:image:height" content="${ogImage.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(site.name)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
    `<meta name="twitter:image" content="${site.origin}${ogImage.path}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(rssFeed.title)}" href="${rssFeed.path}">`,
  ];
  if (head.path !== undefined) {
    const url = canonicalUrl(head.path);
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const data of structuredDataFor(head)) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n    ');
}
