// @vitest-environment node
/**
 * The WhatsApp links, on every page of the build as the prerender renders it, in every
 * locale: each chat link has the company's number as wa.me wants it and a prefilled text,
 * encoded, in the page's language, that names the page; each share carries an article's
 * title and public address; and with no number in src/content/site.ts there is none at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFor } from '../content';
import { services } from '../content/services/manifest';
import { site } from '../content/site';
import { localizedRoutes, preloadAll, render, serviceWorkerConfig } from '../entry-server';
import { formatMessage } from '../i18n/format';
import { localePath } from '../i18n/localePaths';
import { locales } from '../i18n/locales';
import { pageUrl } from '../lib/head';
import { whatsappNumber } from '../lib/whatsapp';
import { articlePath, paths, servicePath } from '../routes/routes';
import { pageAddress, pageChatText } from './WhatsApp';

interface WhatsAppLink {
  href: string;
  url: URL;
  attributes: string;
  /** Its text, tags taken out: what a reader gets, hidden words included. */
  text: string;
}

const decodeAttribute = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** Every link to WhatsApp in a page's HTML. */
function whatsappLinks(html: string): WhatsAppLink[] {
  return [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].flatMap(([, attributes = '', inner = '']) => {
    const href = decodeAttribute(attributes.match(/href="([^"]*)"/)?.[1] ?? '');
    if (!href.startsWith('https://wa.me/')) return [];
    return [{ href, url: new URL(href), attributes, text: inner.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '') }];
  });
}

const pagesIn = (locale: (typeof locales)[number]) => localizedRoutes.filter((route) => route.locale === locale);

beforeAll(preloadAll);

describe('with the number of src/content/site.ts', () => {
  it('is one wa.me takes: digits only, no "+", no leading zero', () => {
    expect(site.whatsapp).toBeDefined();
    expect(whatsappNumber(site.whatsapp ?? '')).toMatch(/^[1-9]\d{7,14}$/);
    expect(whatsappNumber('+233 24 200 0000')).toBe('233242000000');
    expect(whatsappNumber('00233 (0)24-200-0000'.replace('(0)', ''))).toBe('233242000000');
    expect(() => whatsappNumber('024 200')).toThrow();
  });

  describe.each(locales)('every %s page', (locale) => {
    const content = contentFor(locale);
    const { whatsapp, messages, newsMessages } = content;
    const number = whatsappNumber(site.whatsapp ?? '');
    const rendered = () => pagesIn(locale).map((route) => ({ route, links: whatsappLinks(render(route.url).html) }));

    it('links a chat with the company, in a new tab, its first message in the language and naming the page', () => {
      for (const { route, links } of rendered()) {
        const chats = links.filter((link) => link.url.pathname !== '/');
        expect(chats.length, route.url).toBeGreaterThan(0);
        for (const link of chats) {
          expect(link.url.pathname, route.url).toBe(`/${number}`);
          // URL-encoded as WhatsApp documents it: the query is exactly encodeURIComponent's.
          expect(link.href, route.url).toBe(`https://wa.me/${number}?text=${encodeURIComponent(link.url.searchParams.get('text') ?? '')}`);
          expect([...link.url.searchParams.keys()], route.url).toEqual(['text']);
          const text = link.url.searchParams.get('text') ?? '';
          const expected = [pageChatText(whatsapp, locale, route.path), formatMessage(whatsapp.texts.urgent, { url: pageAddress(locale, route.path) })];
          expect(expected, `${route.url}: ${text}`).toContain(text);
          expect(link.attributes).toContain('target="_blank"');
          expect(link.attributes).toContain('rel="noopener"');
          expect(link.text, route.url).toContain(messages.opensInNewTab);
        }
      }
    });

    it('names each service in its own words on its page, in the footer and the call to action', () => {
      for (const service of services) {
        const path = servicePath(service.id);
        const text = formatMessage(whatsapp.texts.service, { service: whatsapp.services[service.id], url: pageAddress(locale, path) });
        const chats = whatsappLinks(render(localePath(locale, path)).html).filter((link) => link.url.pathname !== '/');
        // The footer's and the call to action's.
        expect(chats.map((link) => link.url.searchParams.get('text')), path).toEqual([text, text]);
      }
    });

    it('offers the chat on the contact page beside e-mail and phone, and on its emergency card', () => {
      const texts = whatsappLinks(render(localePath(locale, paths.contact)).html).map((link) => link.url.searchParams.get('text'));
      const page = pageChatText(whatsapp, locale, paths.contact);
      // The card, the emergency card, the footer.
      expect(texts).toEqual([page, formatMessage(whatsapp.texts.urgent, { url: pageAddress(locale, paths.contact) }), page]);
    });

    it('shares each news card and each article with its title and public address', () => {
      const listed = content.news.articles.filter((article) => !article.featured);
      const shareOf = (path: string) =>
        whatsappLinks(render(localePath(locale, path)).html)
          .filter((link) => link.url.pathname === '/')
          .map((link) => {
            expect(link.href).toBe(`https://wa.me/?text=${encodeURIComponent(link.url.searchParams.get('text') ?? '')}`);
            expect(link.attributes).toContain('target="_blank"');
            expect(link.attributes).toContain('rel="noopener"');
            // Its name says WhatsApp and the new tab: in its words, or its aria-label (a card's).
            const name = decodeAttribute(link.attributes.match(/aria-label="([^"]*)"/)?.[1] ?? link.text);
            expect(name).toContain(formatMessage(newsMessages.share.onNetwork, { network: newsMessages.share.networks.whatsapp }));
            expect(name).toContain(messages.opensInNewTab);
            return link.url.searchParams.get('text');
          });
      const shared = (slug: string) => `${content.news.articles.find((article) => article.slug === slug)?.title} ${pageUrl(locale, articlePath(slug))}`;
      expect(shareOf(paths.news)).toEqual(listed.map((article) => shared(article.slug)));
      for (const article of content.news.articles) expect(shareOf(articlePath(article.slug))).toEqual([shared(article.slug)]);
    });
  });

  it('lists it on the offline page, linked to wa.me', () => {
    expect(JSON.stringify(serviceWorkerConfig('test', ''))).toContain(`https://wa.me/${whatsappNumber(site.whatsapp ?? '')}`);
  });

  it('names the services in French and Portuguese by their official names there (OOAS, OMS, CEDEAO), never the English acronyms', () => {
    for (const locale of ['fr', 'pt'] as const) {
      const names = Object.values(contentFor(locale).whatsapp.services).join(' | ');
      for (const acronym of ['OOAS', 'OMS', 'CEDEAO']) expect(names).toContain(acronym);
      expect(names).not.toMatch(/\b(WAHO|WHO|ECOWAS)\b/);
    }
  });
});

describe('with no number', () => {
  const configured = site.whatsapp;
  const setNumber = (value: string | undefined) => {
    (site as { whatsapp: string | undefined }).whatsapp = value;
  };
  beforeAll(() => setNumber(undefined));
  afterAll(() => setNumber(configured));

  it.each(locales)('no %s page has a WhatsApp link, nor says WhatsApp', (locale) => {
    for (const route of pagesIn(locale)) {
      const { html } = render(route.url);
      expect(html, route.url).not.toMatch(/wa\.me|whatsapp/i);
    }
  });

  it('nor does the offline page', () => {
    expect(JSON.stringify(serviceWorkerConfig('test', ''))).not.toMatch(/wa\.me|whatsapp/i);
  });
});
