import { site } from '../content/site';
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
}

/** Social preview image (1200x630), made by scripts/make-og-image.mjs. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const;
export const rssFeed = { path: '/news/rss.xml', title: `${site.shortName} news` } as const;

/** Every structured-data block of a page: Organization, breadcrumbs, then the page's own. */
export function structuredDataFor(head: HeadData): object[] {
  const name = head.name ?? head.title.split(' | ')[0] ?? head.title;
  const breadcrumbs = head.path && !head.noindex ? breadcrumbJsonLd(head.path, name) : null;
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

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const metaNamed = (key: 'name' | 'property', name: string) => () => {
  const meta = document.createElement('meta');
  meta.setAttribute(key, name);
  return meta;
};

/** Brings the live document head in line with the page after a client-side navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  const url = head.path === undefined ? null : canonicalUrl(head.path);
  setMeta('meta[name="description"]', metaNamed('name', 'description'), 'content', head.description);
  setMeta('meta[property="og:title"]', metaNamed('property', 'og:title'), 'content', head.title);
  setMeta('meta[name="twitter:title"]', metaNamed('name', 'twitter:title'), 'content', head.title);
  setMeta('meta[name="twitter:description"]', metaNamed('name', 'twitter:description'), 'content', head.description);
  setMeta('meta[property="og:description"]', metaNamed('property', 'og:description'), 'content', head.description);
  setMeta('meta[property="og:type"]', metaNamed('property', 'og:type'), 'content', head.ogType ?? 'website');
  setMeta('meta[property="og:url"]', metaNamed('property', 'og:url'), 'content', url);
  setMeta(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    url,
  );
  setMeta('meta[name="robots"]', metaNamed('name', 'robots'), 'content', head.noindex ? 'noindex' : null);
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const data of structuredDataFor(head)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}
