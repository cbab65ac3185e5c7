// @vitest-environment node
/**
 * The copy guard of the document heads: every route's head in every locale (and each
 * locale's not-found pages), as the prerender writes it, read back into plain lines and
 * compared with one committed text file per locale (__snapshots__/head.<locale>.txt). A
 * changed title, description, Open Graph text, canonical or alternate link, feed title or
 * structured data shows as a diff of that file in review. After a change made on purpose:
 * `npx vitest run src/site/headSnapshots.test.ts -u`, and read the diff.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articleNotFoundPath, localePath, localizedRoutes, locales, notFoundPath, preloadAll, render, renderHeadTags } from '../entry-server';

beforeAll(() => preloadAll());

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A head's tags as readable lines: one per tag, the attribute that names it first; JSON-LD one block a line. */
function headLines(tags: string): string[] {
  const lines: string[] = [];
  for (const match of tags.matchAll(/<(title|meta|link|script)\b([^>]*)>(?:([\s\S]*?)<\/\1>)?/g)) {
    const [tag, name, , inner] = match;
    const attribute = (key: string) => {
      const found = tag.match(new RegExp(`\\s${key}="([^"]*)"`))?.[1];
      return found === undefined ? undefined : decode(found);
    };
    if (name === 'title') lines.push(`title: ${decode(inner ?? '')}`);
    else if (name === 'meta') lines.push(`${attribute('property') ?? attribute('name')}: ${attribute('content')}`);
    else if (name === 'link') lines.push(`link ${[attribute('rel'), attribute('hreflang'), attribute('type'), attribute('title')].filter(Boolean).join(' ')}: ${attribute('href')}`);
    else lines.push(`json-ld: ${(inner ?? '').replace(/\\u003c/g, '<')}`);
  }
  return lines;
}

describe.each(locales)('the %s heads', (locale) => {
  it('are those of the committed snapshot', async () => {
    const urls = [
      ...localizedRoutes.filter((route) => route.locale === locale).map((route) => route.url),
      localePath(locale, notFoundPath),
      localePath(locale, articleNotFoundPath),
    ];
    const text = urls.map((url) => [`## ${url}`, ...headLines(renderHeadTags(render(url).head)), ''].join('\n')).join('\n');
    await expect(text).toMatchFileSnapshot(`./__snapshots__/head.${locale}.txt`);
  });
});
