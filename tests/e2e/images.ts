import { type APIRequestContext, type Locator, expect } from '@playwright/test';
import { svgDataUri } from '../../scripts/svg-data-uri.mjs';

/**
 * The image shows the file at `src`: it links to it, or (the page's lead image, which the
 * prerender inlines) carries that file's own content as a data URI.
 */
export async function expectImageOf(image: Locator, src: string, request: APIRequestContext): Promise<void> {
  const actual = (await image.getAttribute('src')) ?? '';
  if (!actual.startsWith('data:')) {
    expect(actual).toBe(src);
    return;
  }
  const file = await (await request.get(src)).text();
  expect(actual).toBe(svgDataUri(file));
}
