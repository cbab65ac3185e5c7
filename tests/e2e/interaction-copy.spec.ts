import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { contentFor } from '../../src/content';
import { localePath } from '../../src/i18n/localePaths';
import { type Locale, locales } from '../../src/i18n/locales';
import { englishSentences } from '../unit/englishText';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

/**
 * The copy guard of what a page says only after a tap: every toast, browser alert and
 * saved text in every locale, as the reader gets them (Register, Watch Recording, the AMA
 * assessment, the download and share notices, the newsletter's and the contact form's
 * answers, an article card's .txt), recorded as `what: text` lines and compared with one
 * committed file per locale (__snapshots__/interaction-copy.spec.ts/<locale>.txt).
 * French and Portuguese lines must differ from the English line of the same interaction and
 * hold no English sentence. After a change made on purpose:
 * `E2E_PORT=… npx playwright test tests/e2e/interaction-copy.spec.ts --update-snapshots`.
 */
test.beforeEach(({ isMobile }) => test.skip(isMobile, 'words are the same at every width'));
// The newsletter's unreachable server is logged by the browser itself.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

const snapshotName = (locale: Locale) => `${locale}.txt`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The interactions of a locale, in order, each as `what: text`. */
async function interactionTexts(page: Page, locale: Locale): Promise<string[]> {
  const content = contentFor(locale);
  const { resourcesMessages, newsMessages, messages } = content;
  const { page: resourcesPage, guides, documents, videos, webinars } = content.resources;
  const lines: string[] = [];
  const record = (what: string, text: string) => lines.push(`${what}: ${oneLine(text)}`);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const nextAlert = async (what: string) => {
    await expect.poll(() => alerts.length).toBeGreaterThan(0);
    record(what, alerts.shift() ?? '');
  };

  const toasts = page.getByRole('region', { name: new RegExp(`^${messages.toast.region}`) }).getByRole('listitem');
  const nextToast = async (what: string) => {
    await expect(toasts).toHaveCount(1);
    record(what, (await toasts.allInnerTexts()).join(' '));
    await toasts.getByRole('button', { name: messages.toast.close }).click();
    await expect(toasts).toHaveCount(0);
  };
  const open = async (path: string) => {
    await page.goto(localePath(locale, path));
    await waitForHydration(page);
  };
  const main = page.getByRole('main');
  const region = (heading: string) => main.getByRole('region', { name: heading, exact: true });

  await open('/resources');
  const [guide] = guides;
  const [listedDocument] = documents;
  const [video] = videos;
  if (!guide || !listedDocument || !video) throw new Error('The resources page lists no guide, document or video');
  await region(resourcesPage.guides.heading).getByRole('link', { name: `${resourcesMessages.download}: ${guide.title}` }).click();
  await nextToast('toast, guide download');
  await region(resourcesPage.documents.heading).getByRole('link', { name: `${resourcesMessages.downloadPdf}: ${listedDocument.title}` }).click();
  await nextToast('toast, document download');
  await region(resourcesPage.videos.heading).getByRole('link', { name: `${resourcesMessages.video.transcript}: ${video.title}` }).click();
  await nextToast('toast, transcript download');
  const unpublished = videos.find((entry) => !entry.youtubeId);
  if (unpublished) {
    const card = region(resourcesPage.videos.heading).getByRole('listitem').filter({ hasText: unpublished.title });
    await card.getByRole('button', { name: `${resourcesMessages.video.play}: ${unpublished.title}` }).click();
    await expect(card.getByRole('button', { name: `${resourcesMessages.video.play}: ${unpublished.title}` })).toHaveAttribute('aria-pressed', 'true');
    record('video card, playing', (await card.allInnerTexts()).join(' '));
  }
  const webinarList = region(resourcesPage.webinars.heading);
  for (const [index, webinar] of webinars.filter((entry) => entry.status === 'completed').entries()) {
    await webinarList.getByRole('button', { name: `${resourcesMessages.webinar.watchRecording}: ${webinar.title}` }).click();
    await nextAlert(`alert, Watch Recording ${index + 1}`);
  }
  record('webinar dates', (await webinarList.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n').slice(0, 3).join(' ')).join(' | '));
  await webinarList.getByRole('button', { name: resourcesMessages.webinar.register }).click();
  await nextAlert('alert, Register');
  await expect(page).toHaveURL(localePath(locale, '/contact'));

  const ama = content.services.ama.hero.actions.find((action) => action.alert);
  if (!ama) throw new Error('The AMA page has no assessment alert');
  await open('/services/ama');
  await main.getByRole('button', { name: ama.label }).first().click();
  await nextAlert('alert, AMA assessment');

  await open('/news');
  const newsletter = main.getByRole('textbox', { name: newsMessages.newsletter.emailLabel });
  const subscribe = main.getByRole('button', { name: content.news.page.newsletter.buttonLabel });
  await newsletter.fill('not-an-address');
  await subscribe.click();
  await nextToast('toast, newsletter, invalid address');
  await page.route('**/functions/v1/subscribe-newsletter', (route) => route.abort());
  await newsletter.fill(`reader.${locale}@example.org`);
  await subscribe.click();
  await nextToast('toast, newsletter, server unreachable');
  const saving = page.waitForEvent('download');
  await main.getByRole('button', { name: newsMessages.share.downloadTextLabel }).first().click();
  record('article card .txt', (await readFile(await (await saving).path(), 'utf8')).split('\n').filter((line) => !line.includes('://')).join(' / '));

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await open('/news/madrid-expansion');
  await main.getByRole('link', { name: newsMessages.downloadPdf }).click();
  await nextToast('toast, article PDF download');
  await main.getByRole('button', { name: newsMessages.shareArticle }).click();
  await nextToast('toast, link copied');

  await open('/contact');
  const submit = main.getByRole('button', { name: content.contact.form.submit });
  await expect(submit).toBeEnabled();
  await submit.click();
  await nextToast('toast, contact form, fields missing');
  const errors = await main.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((field) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? ''));
  record('contact form, field errors', errors.join(' | '));
  return lines;
}

/** The committed English lines, by interaction: the reference a translation must differ from. */
function englishLines(testInfo: { snapshotPath: (name: string) => string }): Map<string, string> {
  const file = testInfo.snapshotPath(snapshotName('en'));
  if (!existsSync(file)) return new Map();
  return new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );
}

for (const locale of locales) {
  test(`every toast, alert and saved text in ${locale}`, async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(120_000);
    const lines = await interactionTexts(page, locale);
    if (locale !== 'en') {
      const english = englishLines(testInfo);
      const problems = lines.flatMap((line) => {
        const what = line.slice(0, line.indexOf(': '));
        const text = line.slice(what.length + 2);
        return [
          ...(english.get(what) === text ? [`${what}: the same as in English`] : []),
          ...englishSentences(text).map((sentence) => `${what}: English: ${sentence}`),
        ];
      });
      expect(problems).toEqual([]);
    }
    expect(`${lines.join('\n')}\n`).toMatchSnapshot(snapshotName(locale));
    expect(consoleErrors).toEqual([]);
  });
}
