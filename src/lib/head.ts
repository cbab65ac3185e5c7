import { site } from '../content/site';

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
  ];
  if (head.path !== undefined) {
    const url = canonicalUrl(head.path);
    tags.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const data of head.jsonLd ?? []) {
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
  for (const data of head.jsonLd ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}
