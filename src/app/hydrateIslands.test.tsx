import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { getToasts } from '../components/Toast/toastStore';
import { contentFor } from '../content';
import { formatMessage } from '../i18n/format';
import { localePath, localePrefix, withoutTrailingSlash } from '../i18n/localePaths';
import { type Locale, localeInfo } from '../i18n/locales';
import AboutPage from '../pages/AboutPage';
import ContactPage from '../pages/ContactPage';
import FaqPage from '../pages/FaqPage';
import NewsPage from '../pages/NewsPage';
import ResourcesPage from '../pages/ResourcesPage';
import { LocaleProvider } from '../site/locale';
import { SiteLayout } from '../site/SiteLayout';
import { hydrateIslands } from './hydrateIslands';
import { type IslandDefinition, IslandPrerenderProvider, fillIslandFrames, islandPrerender, registerIslands } from './island';

/**
 * Waits for the islands' effects. On a loaded 2-core machine an island's first hydration
 * (its code imported and transformed, then rendered) took past `vi.waitFor`'s 1 s default;
 * the tests' own timeout is raised to match (`describe` below).
 */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000 });

// The server's registry, as entry-server has it: every island module, named by its path.
const islandModules = import.meta.glob<{ default: IslandDefinition }>('/src/**/*.island.tsx', { eager: true });
registerIslands(
  Object.fromEntries(
    Object.entries(islandModules).map(([file, module]) => [file.slice('/src/'.length, -'.island.tsx'.length), { everyPage: module.default.options.everyPage, module }]),
  ),
);

/** Renders a page (at a site path, in a locale) as the prerender does (src/entry-server.tsx), into the document. */
function prerender(path: string, page: ReactElement, locale: Locale = 'en') {
  const url = localePath(locale, path);
  const base = localePrefix(locale);
  window.history.replaceState(null, '', url);
  // The page's language, as the prerendered <html lang> gives it: islands fetch their words in it.
  document.documentElement.lang = localeInfo[locale].htmlLang;
  const islands = islandPrerender(url, base, (root) => <LocaleProvider locale={locale}>{root}</LocaleProvider>);
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <IslandPrerenderProvider value={islands}>
        <Router ssrPath={url} base={base} hrefs={withoutTrailingSlash}>
          <SiteLayout>{page}</SiteLayout>
        </Router>
      </IslandPrerenderProvider>
    </LocaleProvider>,
  );
  document.body.innerHTML = `<div id="root">${fillIslandFrames(html, islands, (element, identifierPrefix) => renderToString(element, { identifierPrefix }))}</div>`;
  return islands.islands.length;
}

const frames = (selector = '[data-island]') => [...document.querySelectorAll<HTMLElement>(selector)];
const hydrated = (frame: Element) => frame.hasAttribute('data-hydrated');
/** The news filter's buttons: All, then the categories. */
const filterButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-island="site/NewsBrowser"] button[aria-pressed]')];

describe('islands', { timeout: 20_000 }, () => {
  // Each test's roots are unmounted after it: left running, they would still react to
  // shared stores (the toasts) in later tests, on elements that are gone.
  let stopIslands: (() => void) | undefined;
  afterEach(() => {
    stopIslands?.();
    stopIslands = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('hydrates the frame islands on load and the others when reached for, without a mismatch', async () => {
    // Development React reports every hydration mismatch (text, attributes, useId ids).
    const errors = vi.spyOn(console, 'error');
    const count = prerender('/faq', <FaqPage path="/faq" />);
    expect(count).toBe(frames().length);
    expect(frames('[data-hydrate="load"]').map((frame) => frame.dataset.island)).toEqual(['site/ToastHost']);
    expect(frames('[data-hydrate="intent"]').map((frame) => frame.dataset.island)).toEqual(['site/Header']);
    const groups = frames('[data-island="components/FaqGroup/FaqGroup"]');
    expect(groups).toHaveLength(5);

    stopIslands = hydrateIslands();
    await eventually(() => expect(frames('[data-hydrate="load"]').every(hydrated)).toBe(true));
    expect(groups.some(hydrated)).toBe(false);
    // The header works without script: it waits for the visitor, however long.
    expect(hydrated(frames('[data-island="site/Header"]')[0] as HTMLElement)).toBe(false);

    groups[1]?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await eventually(() => expect(hydrated(groups[1] as Element)).toBe(true));
    expect(groups.filter(hydrated)).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('replays a click that came before the island had its code', async () => {
    const errors = vi.spyOn(console, 'error');
    prerender('/news', <NewsPage path="/news" />);
    stopIslands = hydrateIslands();
    const [, category] = filterButtons();
    expect(category?.getAttribute('aria-pressed')).toBe('false');
    category?.click();
    await eventually(() => expect(category?.getAttribute('aria-pressed')).toBe('true'));
    expect(errors).not.toHaveBeenCalled();
  });

  it('replays every tap held before hydration, in order, on one island and on several', async () => {
    prerender('/news', <NewsPage path="/news" />);
    stopIslands = hydrateIslands();
    const [, first, second] = filterButtons();
    const newsletter = frames('[data-island="site/Newsletter"]')[0] as HTMLElement;
    const subscribe = newsletter.querySelector<HTMLButtonElement>('button[type="submit"]');
    // Three quick taps, two on one island and one on another, all before any code arrived.
    first?.click();
    second?.click();
    subscribe?.click();
    // Taken at once, before the code: each shows it is busy.
    expect([first, second, subscribe].map((button) => button?.getAttribute('aria-busy'))).toEqual(['true', 'true', 'true']);
    // Both filters were applied, in order (the last one wins), and the empty form was checked.
    await eventually(() => expect(second?.getAttribute('aria-pressed')).toBe('true'));
    expect(first?.getAttribute('aria-pressed')).toBe('false');
    await eventually(() => expect(newsletter.querySelector('input[type="email"]')?.getAttribute('aria-invalid')).toBe('true'));
    expect([first, second, subscribe].some((button) => button?.hasAttribute('aria-busy'))).toBe(false);
  });

  it('keeps the FAQ questions opened natively before the code, as the accordion takes over', async () => {
    const errors = vi.spyOn(console, 'error');
    prerender('/faq', <FaqPage path="/faq" />);
    stopIslands = hydrateIslands();
    const group = frames('[data-island="components/FaqGroup/FaqGroup"]')[0] as HTMLElement;
    expect(group.querySelectorAll('details')).toHaveLength(3);
    (group.querySelectorAll('details')[1] as HTMLDetailsElement).open = true;
    group.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await eventually(() => expect(group.querySelectorAll('button[aria-expanded]')).toHaveLength(3));
    const states = [...group.querySelectorAll('button[aria-expanded]')].map((button) => button.getAttribute('aria-expanded'));
    expect(states).toEqual(['false', 'true', 'false']);
    // Its answer is linked to it, and the closed ones stay findable.
    const [first, second] = group.querySelectorAll('button[aria-expanded]');
    const answer = contentFor('en').faq.groups[0]?.items[1]?.answer ?? 'missing';
    expect(document.getElementById(second?.getAttribute('aria-controls') ?? '')?.textContent).toContain(answer);
    expect(document.getElementById(first?.getAttribute('aria-controls') ?? '')?.getAttribute('hidden')).toBe('until-found');
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps what the visitor typed while the form was loading', async () => {
    prerender('/contact', <ContactPage path="/contact" />);
    stopIslands = hydrateIslands();
    const form = frames('[data-island="site/ContactForm"]')[0] as HTMLElement;
    const field = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`) as HTMLInputElement;
    field('firstName').value = 'Ama';
    field('message').value = 'We need a quote for artemether-lumefantrine.';
    field('firstName').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await eventually(() => expect(hydrated(form)).toBe(true));
    expect(field('firstName').value).toBe('Ama');
    // The form itself has the values: only the missing e-mail is marked on submit.
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await eventually(() => expect(field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(field('firstName').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('message').getAttribute('aria-invalid')).not.toBe('true');
  });

  /** The /news page hydrating, with `address` typed into its newsletter box before its code came. */
  function newsletterTyped(address: string) {
    prerender('/news', <NewsPage path="/news" />);
    stopIslands = hydrateIslands();
    const box = frames('[data-island="site/Newsletter"]')[0] as HTMLElement;
    const input = box.querySelector('input[type="email"]') as HTMLInputElement;
    input.value = address;
    return { box, input, form: box.querySelector('form') as HTMLFormElement };
  }

  it('keeps an address typed into the newsletter box while it was loading', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { box, input, form } = newsletterTyped('kofi@example.org');
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await eventually(() => expect(hydrated(box)).toBe(true));
    expect(input.value).toBe('kofi@example.org');
    // React's state has it too: sent, it is not taken for an empty or invalid address.
    form.requestSubmit();
    await eventually(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends what was typed when the button was pressed before the form had its code', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { input, box } = newsletterTyped('ama@example.com');
    box.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await eventually(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(String(vi.mocked(globalThis.fetch).mock.calls[0]?.[1]?.body)).toContain('ama@example.com');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends a form submitted with Enter before it had its code, once it has', async () => {
    const { input, form } = newsletterTyped('not-an-address');
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    await eventually(() => expect(getToasts()[0]?.title).toBe(contentFor('en').newsMessages.newsletter.invalid.title));
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the error page when an island fails to render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prerender('/faq', <FaqPage path="/faq" />);
    const group = frames('[data-island="components/FaqGroup/FaqGroup"]')[0] as HTMLElement;
    (group.previousElementSibling as HTMLScriptElement).textContent = JSON.stringify({ category: 'Broken', items: null });
    stopIslands = hydrateIslands();
    group.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    const main = document.getElementById('main') as HTMLElement;
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe('Unexpected Application Error'));
    expect(main.textContent).toMatch(/null/);
    expect(errors).toHaveBeenCalled();
  });

  it('hydrates a French page in French: its islands keep their links in the locale, without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    prerender('/news', <NewsPage path="/news" />, 'fr');
    const browser = frames('[data-island="site/NewsBrowser"]')[0] as HTMLElement;
    const before = browser.innerHTML;
    stopIslands = hydrateIslands();
    browser.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await eventually(() => expect(hydrated(browser)).toBe(true));
    expect(browser.innerHTML).toBe(before);
    // Its links to the site's pages (not the WhatsApp shares, which open wa.me in a new tab).
    const readMore = [...browser.querySelectorAll('a:not([target="_blank"])')].map((link) => link.getAttribute('href'));
    expect(readMore.length).toBeGreaterThan(0);
    expect(readMore.every((href) => href?.startsWith('/fr/news/'))).toBe(true);
    const header = frames('[data-island="site/Header"]')[0] as HTMLElement;
    header.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await eventually(() => expect(hydrated(header)).toBe(true));
    const logo = header.querySelector('a');
    expect(logo?.getAttribute('href')).toBe('/fr');
    // Its words and the switcher's links came from the French catalogue and the page's path.
    expect(header.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe(contentFor('fr').messages.header.languageGroup);
    expect([...header.querySelectorAll('[role="group"] a')].map((link) => link.getAttribute('href'))).toEqual(['/news', '/fr/news', '/pt/news']);
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps the news cards as the page's HTML (its slot) and answers their buttons, a tap held before the code included", async () => {
    const errors = vi.spyOn(console, 'error');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    prerender('/news', <NewsPage path="/news" />, 'fr');
    const browser = frames('[data-island="site/NewsBrowser"]')[0] as HTMLElement;
    // The cards are not props: the island's JSON is the filter's few words.
    const props = JSON.parse(browser.previousElementSibling?.textContent ?? '{}');
    expect(Object.keys(props).sort()).toEqual(['allLabel', 'categories', 'filterLabel', 'locale', 'total']);
    const cards = [...browser.querySelectorAll<HTMLElement>('[data-island-slot] li[data-category]')];
    const card = cards[1] as HTMLElement;
    const article = contentFor('fr').news.articles.filter((entry) => !entry.featured)[1];
    expect(card.querySelector('h3')?.textContent).toBe(article?.title);
    stopIslands = hydrateIslands();
    // Tapped before any code: held, then answered with the card's own story.
    card.querySelector<HTMLButtonElement>('button[data-share="twitter"]')?.click();
    await eventually(() => expect(open).toHaveBeenCalledOnce());
    const tweet = new URL(open.mock.calls[0]?.[0] as string);
    expect(tweet.searchParams.get('url')).toBe(`${window.location.origin}/fr/news/${article?.slug}`);
    expect(tweet.searchParams.get('text')).toBe(formatMessage(contentFor('fr').newsMessages.share.tweetText, { title: article?.title ?? '', excerpt: article?.excerpt ?? '' }));
    // The filter hides the cards of other categories, in the page's HTML.
    const [, regulatory] = filterButtons();
    regulatory?.click();
    await eventually(() => expect(regulatory?.getAttribute('aria-pressed')).toBe('true'));
    expect(cards.filter((entry) => !entry.hidden).every((entry) => entry.dataset.category === 'regulatory')).toBe(true);
    expect(cards.some((entry) => entry.hidden)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the error page in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    prerender('/faq', <FaqPage path="/faq" />, 'pt');
    const group = frames('[data-island="components/FaqGroup/FaqGroup"]')[0] as HTMLElement;
    (group.previousElementSibling as HTMLScriptElement).textContent = JSON.stringify({ category: 'Broken', items: null });
    stopIslands = hydrateIslands();
    group.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    const main = document.getElementById('main') as HTMLElement;
    const labels = contentFor('pt').messages.errorPage;
    await eventually(() => expect(main.querySelector('h1')?.textContent).toBe(labels.title));
    expect(main.querySelector(`a[href="/pt"]`)?.textContent).toBe(labels.home);
  });

  it('keeps the page text out of the islands: static sections are plain HTML', () => {
    prerender('/resources', <ResourcesPage path="/resources" />);
    const names = frames().map((frame) => frame.dataset.island);
    expect(new Set(names)).toEqual(new Set(['site/Header', 'site/VideoPlaceholder', 'site/WebinarList', 'site/ToastHost']));
    // The footer's year is plain HTML, the build's year, for the boot script to correct.
    const copyright = document.querySelector<HTMLElement>('footer [data-year]');
    expect(copyright?.dataset.year).toBe(String(new Date().getFullYear()));
    expect(copyright?.textContent).toContain(`© ${new Date().getFullYear()} `);
    // Props travel as JSON the browser can read back, in a script right before each frame
    // that has any. The header has none: it finds its words and links from the page's locale and path.
    const propsScripts = frames().flatMap((frame) => (frame.previousElementSibling?.hasAttribute('data-props') ? [frame.previousElementSibling as HTMLScriptElement] : []));
    expect(propsScripts.length).toBeGreaterThan(0);
    for (const script of propsScripts) {
      expect(script.type).toBe('application/json');
      expect(() => JSON.parse(script.textContent ?? '')).not.toThrow();
    }
    expect(frames('[data-island="site/Header"]')[0]?.previousElementSibling?.hasAttribute('data-props')).toBe(false);
  });
  it('hydrates on demand only the island reached for, and the header without the toast host', async () => {
    const errors = vi.spyOn(console, 'error');
    prerender('/about', <AboutPage path="/about" />);
    const header = frames('[data-island="site/Header"]')[0] as HTMLElement;
    const toastHost = frames('[data-island="site/ToastHost"]')[0] as HTMLElement;
    // As the boot script does on a page with only the chrome: the visitor reached for the header.
    stopIslands = hydrateIslands(header.querySelector('a') as Element);
    await eventually(() => expect(hydrated(header)).toBe(true));
    // Nothing on the page needs the toast host: it is never fetched nor hydrated.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hydrated(toastHost)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('on demand, replays the taps the boot script held, and nothing else hydrates while idle', async () => {
    prerender('/news', <NewsPage path="/news" />);
    const [, category] = filterButtons();
    const newsletter = frames('[data-island="site/Newsletter"]')[0] as HTMLElement;
    // Held by the boot script (a Save-Data device): shown pressed until the code has come.
    category?.setAttribute('aria-busy', 'true');
    stopIslands = hydrateIslands(category as Element, [category as Element]);
    await eventually(() => expect(category?.getAttribute('aria-pressed')).toBe('true'));
    expect(category?.hasAttribute('aria-busy')).toBe(false);
    // The toast host came with the first island; the newsletter box, not reached for, waits.
    await eventually(() => expect(hydrated(frames('[data-island="site/ToastHost"]')[0] as HTMLElement)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hydrated(newsletter)).toBe(false);
    newsletter.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await eventually(() => expect(hydrated(newsletter)).toBe(true));
  });

  it('on demand, raises the notice of a download link held by the boot script once the toast host is there', async () => {
    prerender('/resources', <ResourcesPage path="/resources" />);
    const download = document.querySelector<HTMLAnchorElement>('a[download][data-toast-title]') as HTMLAnchorElement;
    expect(download.closest('[data-island]')).toBeNull();
    // The replayed click must not navigate the test's document.
    download.addEventListener('click', (event) => event.preventDefault());
    download.setAttribute('aria-busy', 'true');
    stopIslands = hydrateIslands(download, [download]);
    await eventually(() => expect(getToasts().some((toast) => toast.title === download.dataset.toastTitle)).toBe(true));
    expect(download.hasAttribute('aria-busy')).toBe(false);
  });
});
