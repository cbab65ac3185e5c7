import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { site } from '../../src/content/site';
import { localePath, splitLocalePath } from '../../src/i18n/localePaths';
import { type Locale, localeInfo, locales } from '../../src/i18n/locales';
import { indexedRoutes, routes } from '../../src/routes/routes';
import { headingOf } from './content';
import { expect, test } from './fixtures';
import { hydrateAllIslands } from './hydration';

// Every route in every locale: the page in its language, its alternates, its links (to pages
// and files) kept in its language, and the switcher to the same page in the others. Links and heads are the
// same at every width, so this runs in the desktop project only.
test.beforeEach(({ isMobile }) => test.skip(isMobile, 'desktop project covers it'));

/** What a page says about its language and links, read from its DOM. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const switcher = [...document.querySelectorAll<HTMLAnchorElement>('header a[hreflang]')];
    return {
      lang: document.documentElement.lang,
      h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent),
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      switcher: switcher.map((link) => ({
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        lang: link.getAttribute('lang'),
        current: link.getAttribute('aria-current'),
        name: link.textContent,
      })),
      // Every link of the page but the switcher's, resolved (mailto: and tel: are not the site's).
      links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => !switcher.includes(link)).map((link) => link.href),
    };
  });
}

for (const locale of locales) {
  test(`every page in ${locale}: status, language, heading, alternates, links and switcher, once hydrated`, async ({ page, request, consoleErrors }) => {
    test.setTimeout(240_000);
    const content = contentFor(locale);
    const targets = new Map<string, string>();
    for (const route of routes) {
      const url = localePath(locale, route.path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // Islands hydrated, those that wait for the visitor too: their links are React's now.
      await hydrateAllIslands(page);
      const found = await readPage(page);
      expect(found.lang, url).toBe(localeInfo[locale].htmlLang);
      expect(found.h1, url).toEqual([headingOf(content, route)]);
      expect(found.canonical, url).toBe(`${site.origin}${url}`);
      expect(found.ogLocale, url).toBe(localeInfo[locale].ogLocale);
      // A page kept out of the indexes (the confirmation page) names no alternates.
      expect(found.alternates, url).toEqual(
        route.noindex
          ? []
          : [...locales.map((other) => [other, `${site.origin}${localePath(other, route.path)}`]), ['x-default', `${site.origin}${route.path}`]],
      );
      expect(found.switcher, url).toEqual(
        locales.map((other) => ({
          href: localePath(other, route.path),
          hreflang: other,
          lang: localeInfo[other].htmlLang,
          current: other === locale ? 'true' : null,
          name: `${localeInfo[other].label} ${localeInfo[other].name}`,
        })),
      );
      const origin = new URL(page.url()).origin;
      for (const href of found.links) {
        const link = new URL(href);
        if (link.origin !== origin) continue;
        // Pages and files alike: each locale's files are its own (src/lib/downloads.ts).
        expect(splitLocalePath(link.pathname).locale, `${link.pathname} on ${url}`).toBe(locale);
        link.hash = '';
        if (!targets.has(link.href)) targets.set(link.href, url);
      }
    }
    const broken: string[] = [];
    for (const [target, foundOn] of targets) {
      const status = (await request.get(target)).status();
      if (status !== 200) broken.push(`${target} (${status}) on ${foundOn}`);
    }
    expect(broken).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('unknown paths', () => {
  // The 404 page logs the missing path, and the browser the document's 404 status.
  test.use({ allowedConsoleErrors: [/404/] });

  for (const locale of locales) {
    test(`answer 404 with the ${locale} not-found pages, whose switcher leads home`, async ({ page, consoleErrors }) => {
      const content = contentFor(locale);
      const cases = [
        { url: localePath(locale, '/no-such-page'), heading: content.notFound.heading },
        { url: localePath(locale, '/news/no-such-article'), heading: content.articleNotFound.heading },
      ];
      for (const { url, heading } of cases) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        await hydrateAllIslands(page);
        const found = await readPage(page);
        expect(found.lang, url).toBe(localeInfo[locale].htmlLang);
        expect(found.h1, url).toEqual([heading]);
        expect(found.alternates, url).toEqual([]);
        expect(found.switcher.map((link) => link.href), url).toEqual(locales.map((other) => localePath(other, '/')));
        const origin = new URL(page.url()).origin;
        for (const href of found.links) {
          const link = new URL(href);
          if (link.origin === origin) expect(splitLocalePath(link.pathname).locale, `${link.pathname} on ${url}`).toBe(locale);
        }
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switcher leads to the same page in each language', async ({ page }) => {
    const path = routes.find((route) => route.page === 'article')?.path ?? '/';
    const visit: [Locale, Locale][] = [
      ['en', 'fr'],
      ['fr', 'pt'],
      ['pt', 'en'],
    ];
    for (const [from, to] of visit) {
      await page.goto(localePath(from, path));
      await page.getByRole('group', { name: contentFor(from).messages.header.languageGroup }).getByRole('link', { name: localeInfo[to].name }).click();
      await expect(page).toHaveURL(localePath(to, path));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(localeInfo[to].htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(contentFor(to), { path, page: 'article' }));
    }
  });
});

test('the sitemap lists every indexed page in every locale with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect(entries).toHaveLength(indexedRoutes.length * locales.length);
  for (const locale of locales) {
    for (const route of indexedRoutes) {
      const entry = entries.find((text) => text.includes(`<loc>${site.origin}${localePath(locale, route.path)}</loc>`));
      expect(entry, localePath(locale, route.path)).toBeTruthy();
      for (const other of locales) {
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${other}" href="${site.origin}${localePath(other, route.path)}"/>`);
      }
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}${route.path}"/>`);
    }
  }
});
