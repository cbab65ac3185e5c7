import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { en, message } from './content';
import { expect, test } from './fixtures';
import { expectImageOf } from './images';
import { stubExternalSites, waitForHydration } from './hydration';

const { resourcesMessages } = en;
const { page: resourcesPage, guides, documents, videos, webinars } = en.resources;

// The toast itself (its role="status" announcer only lives for a second).
const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
const section = (page: Page, heading: string) => page.getByRole('main').getByRole('region', { name: heading, exact: true });

async function open(page: Page) {
  await page.goto('/resources');
  await waitForHydration(page);
}

/** The saved file: its name, and its bytes read back from disk. */
async function saved(download: Download) {
  return { name: download.suggestedFilename(), path: new URL(download.url()).pathname, bytes: await readFile(await download.path()) };
}

async function expectPdf(download: Download, fileName: string, folder = '/resources/') {
  const file = await saved(download);
  expect(file.name).toBe(fileName);
  expect(file.path).toBe(`${folder}${fileName}`);
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.bytes.length).toBeGreaterThan(2000);
}

test.describe('resources page', () => {
  test('is prerendered with its title, description, one h1 and every section', async ({ request }) => {
    const response = await request.get('/resources');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${resourcesPage.meta.title.replace('&', '&amp;')}</title>`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const item of [...guides, ...documents, ...videos, ...webinars]) expect(html).toContain(item.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  test('shows six guide cards with image, category, size, title and description in the spec order', async ({ page, consoleErrors, request }) => {
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources & Downloads');
    const cards = section(page, resourcesPage.guides.heading).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['Regulatory', '2.1 MB'],
      ['Medical', '1.8 MB'],
      ['Legal', '3.2 MB'],
      ['Procurement', '1.5 MB'],
      ['Trade', '2.8 MB'],
      ['Regulatory', '3.5 MB'],
    ];
    for (const [index, guide] of guides.entries()) {
      const card = cards.nth(index);
      const [category, size] = expected[index] ?? [];
      await expect(card).toContainText(category ?? '');
      await expect(card).toContainText(size ?? '');
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(guide.title);
      await expect(card).toContainText(guide.description);
      const image = card.getByRole('img', { name: guide.image.alt });
      await image.scrollIntoViewIfNeeded();
      await expectImageOf(image, guide.image.src, request);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('each guide downloads its real PDF, named after the title, and says so', async ({ page, consoleErrors }) => {
    await open(page);
    const cards = section(page, resourcesPage.guides.heading);
    for (const guide of guides) {
      const downloading = page.waitForEvent('download');
      await cards.getByRole('link', { name: `${resourcesMessages.download}: ${guide.title}` }).click();
      await expectPdf(await downloading, `${guide.fileSlug}.pdf`);
      await expect(toast(page)).toContainText(resourcesMessages.downloadStarted.title);
      await expect(toast(page)).toContainText(message(resourcesMessages.downloadStarted.description, { title: guide.title }));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('each listed document downloads its PDF', async ({ page, consoleErrors }) => {
    await open(page);
    const list = section(page, resourcesPage.documents.heading);
    await expect(list.getByRole('listitem')).toHaveCount(documents.length);
    for (const document of documents) {
      const downloading = page.waitForEvent('download');
      await list.getByRole('link', { name: `${resourcesMessages.downloadPdf}: ${document.title}` }).click();
      await expectPdf(await downloading, `${document.fileSlug}.pdf`);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('videos show duration and category; published ones open their watch page in a new tab', async ({ page, consoleErrors }) => {
    await stubExternalSites(page);
    await open(page);
    const grid = section(page, resourcesPage.videos.heading);
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const durations = ['15:30', '22:45', '18:20', '28:15', '25:10', '32:40'];
    const categories = ['Regulatory', 'Medical', 'Legal', 'Business', 'Regulatory', 'Regulatory'];
    for (const [index, video] of videos.entries()) {
      await expect(cards.nth(index)).toContainText(durations[index] ?? '');
      await expect(cards.nth(index)).toContainText(categories[index] ?? '');
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(video.title);
    }
    const published = videos.filter((video) => video.youtubeId);
    expect(published.length).toBeGreaterThan(0);
    for (const video of published) {
      const popup = page.waitForEvent('popup');
      await grid.getByRole('link', { name: `${resourcesMessages.video.watch}: ${video.title} ${resourcesMessages.video.newTab}` }).click();
      const tab = await popup;
      expect(tab.url()).toBe(`https://www.youtube.com/watch?v=${video.youtubeId}`);
      await tab.close();
    }
    await expect(page).toHaveURL('/resources');
    expect(consoleErrors).toEqual([]);
  });

  test('an unpublished video toggles the placeholder playing state', async ({ page, consoleErrors }) => {
    await open(page);
    const video = videos.find((entry) => !entry.youtubeId);
    if (!video) throw new Error('every video has an id');
    const card = section(page, resourcesPage.videos.heading).getByRole('listitem').filter({ hasText: video.title });
    const play = card.getByRole('button', { name: `${resourcesMessages.video.play}: ${video.title}` });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('Video Playing')).toHaveCount(0);
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    for (const text of ['Video Playing', 'Click to pause', '2:30 elapsed']) await expect(card.getByText(text)).toBeVisible();
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('Video Playing')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('every video transcript downloads as a real PDF', async ({ page, consoleErrors }) => {
    await open(page);
    const grid = section(page, resourcesPage.videos.heading);
    for (const video of videos) {
      const downloading = page.waitForEvent('download');
      await grid.getByRole('link', { name: `${resourcesMessages.video.transcript}: ${video.title}` }).click();
      await expectPdf(await downloading, `${video.fileSlug}.pdf`, '/resources/transcripts/');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('an upcoming webinar registers: alert with the details, then /contact two seconds later', async ({ page, consoleErrors }) => {
    await open(page);
    const list = section(page, resourcesPage.webinars.heading);
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').nth(0)).toContainText('March 15, 2024, 2:00 PM GMT');
    await expect(list.getByRole('listitem').nth(1)).toContainText('February 28, 2024, 3:00 PM GMT');
    await expect(list.getByRole('listitem').nth(2)).toContainText('January 18, 2024, 1:00 PM GMT');
    const upcoming = webinars.find((webinar) => webinar.status === 'upcoming');
    let alerted = 0;
    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', async (shown) => {
        alerted = Date.now();
        expect(shown.type()).toBe('alert');
        resolve(shown.message());
        await shown.accept();
      });
    });
    await expect(list.getByRole('button', { name: resourcesMessages.webinar.register })).toHaveCount(1);
    await list.getByRole('button', { name: resourcesMessages.webinar.register }).click();
    // The date and time as the spec gives them, written by Intl into the alert's {date} and {time}.
    expect(await dialog).toBe(message(upcoming?.alert ?? '', { date: 'March 15, 2024', time: '2:00 PM' }));
    await page.waitForURL('/contact', { timeout: 10_000 });
    // The move happens no sooner than the spec's 2 s after the alert (load only delays it).
    expect(Date.now() - alerted).toBeGreaterThanOrEqual(1900);
    expect(consoleErrors).toEqual([]);
  });

  test('past webinars only alert that the recording player would open', async ({ page, consoleErrors }) => {
    await open(page);
    const list = section(page, resourcesPage.webinars.heading);
    for (const webinar of webinars.filter((entry) => entry.status !== 'upcoming')) {
      const dialog = new Promise<string>((resolve) => {
        page.once('dialog', async (shown) => {
          resolve(shown.message());
          await shown.accept();
        });
      });
      await list.getByRole('button', { name: `${resourcesMessages.webinar.watchRecording}: ${webinar.title}` }).click();
      expect(await dialog).toBe(webinar.alert);
    }
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL('/resources');
    expect(consoleErrors).toEqual([]);
  });

  test('the custom resources banner leads to /contact', async ({ page, consoleErrors }) => {
    await open(page);
    const banner = page.getByRole('main').getByRole('region', { name: resourcesPage.banner.heading });
    await banner.getByRole('link', { name: 'Request Custom Resources' }).click();
    await expect(page).toHaveURL('/contact');
    expect(consoleErrors).toEqual([]);
  });
});
