import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { site } from '../../src/content/site';
import type { DetailSection, LegalContent, PageMeta } from '../../src/content/types';
import { services } from '../../src/content/services/manifest';
import { overviewBands } from '../../src/site/servicesOverview';
import { paths, routes, servicePath } from '../../src/routes/routes';
import { en, formatDate } from './content';
import { expect, test } from './fixtures';

const { malariaDrugs, servicesOverview } = en;
const { privacy, terms } = en.legal;
const serviceDetails = Object.values(en.services);
import { waitForHydration } from './hydration';

/**
 * Issue #3: /services, /services/malaria-drugs, the ten service detail pages, /privacy and
 * /terms. Each page is checked twice over: against its content module (everything it
 * holds is shown) and against the figures and labels the spec itself gives, hard-coded
 * below, so that a content edit that breaks the spec fails here.
 */

interface PageSpec {
  path: string;
  meta: PageMeta;
  h1: string;
  /** Blocks whose every item must be shown (derived from the content module). */
  sections: readonly DetailSection[];
  /** Figures the spec gives, each shown as its own element: a stat value or a duration. */
  figures: string[];
  /** Names and labels the spec gives (hard-coded from the spec), found in the page's text. */
  texts: string[];
  /** Buttons the spec names; every one of them leads to /contact. */
  buttons: string[];
  /** [section heading, number of items] where the spec gives a count. */
  counts: Array<[string, number]>;
  /** [section heading, the spec's step timelines in order]. */
  timelines?: [string, string[]];
}

const detail = (path: string) => {
  const found = serviceDetails.find((entry) => entry.path === path);
  if (!found) throw new Error(`no content for ${path}`);
  return found;
};

const detailSpec = (path: string, spec: Omit<PageSpec, 'path' | 'meta' | 'h1' | 'sections'>): PageSpec => {
  const content = detail(path);
  const heroStats: DetailSection = { kind: 'stats', heading: '', stats: content.hero.stats ?? [] };
  return { path, meta: content.meta, h1: content.hero.title, sections: [heroStats, ...content.sections], ...spec };
};

const { core, regulatory, additional } = servicesOverview;

const pages: PageSpec[] = [
  {
    path: '/services',
    meta: servicesOverview.meta,
    h1: servicesOverview.hero.title,
    sections: overviewBands(servicesOverview),
    figures: [],
    texts: [
      'Malaria Drug Sales',
      'Trademark Registration',
      ...['WAHO', 'NAFDAC', 'Ghana FDA', 'WHO', 'AMA', 'ECOWAS'],
      'Pharmaceutical Consulting',
      'Regulatory Compliance Auditing',
      'Government Tender Preparation',
      'Quality Assurance Documentation',
      'Supply Chain Optimization',
      'Regulatory Training Programs',
    ],
    buttons: ['Get Quote'],
    counts: [
      [core.heading, 2],
      [regulatory.heading, 6],
      [additional.heading, 6],
    ],
  },
  {
    path: '/services/malaria-drugs',
    meta: malariaDrugs.meta,
    h1: malariaDrugs.hero.title,
    sections: [
      { kind: 'cards', ...malariaDrugs.quality },
      { kind: 'countries', ...malariaDrugs.coverage },
      { kind: 'checklist', ...malariaDrugs.clients },
      { kind: 'stats', heading: malariaDrugs.stats.heading, stats: malariaDrugs.stats.items },
    ],
    figures: ['500+', '12', '95%', '15+'],
    texts: [
      'Artemisinin-based Combination Therapies (ACTs)',
      'Severe Malaria Injectables',
      'Preventive Medications',
      'Pediatric Formulations',
      'WHO Prequalification',
      'Cold Chain',
      'Quality Testing',
      'Reliable Distribution',
      ...['Ghana', 'Nigeria', 'Burkina Faso', "Côte d'Ivoire", 'Mali', 'Senegal'],
      'View Catalog',
      'Download Catalog',
    ],
    buttons: ['Request Quote'],
    counts: [
      [malariaDrugs.categories.heading, 4],
      [malariaDrugs.quality.heading, 4],
      [malariaDrugs.coverage.heading, 6],
      [malariaDrugs.stats.heading, 4],
    ],
  },
  detailSpec('/services/trademark', {
    figures: ['12-18 months', '8-15 months', '6-12 months'],
    texts: ['ARIPO Registration', 'Madrid Protocol', 'National Registrations', 'Trademark Search', 'Application Preparation', 'Filing & Prosecution', 'Registration & Maintenance'],
    buttons: ['Start Application', 'Free Consultation', 'Learn More', 'Free Trademark Search'],
    counts: [['Registration Routes', 3], ['Our Registration Process', 4], ['Why Register With Us', 4], ['Countries We Cover', 19]],
  }),
  detailSpec('/services/aripo', {
    figures: ['19', '70%', '12-18 months', '1976'],
    texts: ['ARIPO'],
    buttons: ['Start ARIPO Application'],
    counts: [['Key Benefits', 4], ['ARIPO Member States We Cover', 19], ['Our ARIPO Services', 6], ['ARIPO Registration Timeline', 5]],
    timelines: ['ARIPO Registration Timeline', ['Week 1-2', 'Week 3-4', 'Month 2-4', 'Month 6-12', 'Month 12-18']],
  }),
  detailSpec('/services/madrid', {
    figures: ['120+', '21', '70%', '8-15 months'],
    texts: ['Base registration', 'Home country connection', 'Identical mark'],
    buttons: ['Start Madrid Application'],
    counts: [['Key Benefits', 4], ['African Member Countries We Cover', 21], ['How a Madrid Application Proceeds', 5],
      ['System Features', 6], ['Eligibility Requirements', 3], ['Our Madrid Services', 8]],
    timelines: ['How a Madrid Application Proceeds', ['Prerequisite', 'Month 1', 'Month 2-4', 'Month 6-18', 'Month 12-24']],
  }),
  detailSpec('/services/regulatory', {
    figures: ['98%', '12', '50+', '15+', 'WAHO', 'AMA', 'ECOWAS', '15 countries'],
    texts: ['Assessment', 'Strategy', 'Implementation', 'Monitoring'],
    buttons: ['Compliance Assessment'],
    counts: [['Regional Regulatory Bodies', 3], ['Compliance Services', 4], ['Industries We Serve', 8], ['Our Approach', 4]],
  }),
  detailSpec('/services/waho', {
    figures: ['15', '380M', '98%', '6-8 months'],
    texts: ['WAHO'],
    buttons: ['Start WAHO Application'],
    counts: [['Our WAHO Services', 4], ['Countries of the WAHO Region', 15], ['Certification Process', 6],
      ['Benefits of Regional Registration', 6], ['Requirements', 4], ['Support Services', 8]],
    timelines: ['Certification Process', ['Week 1-2', 'Week 3-8', 'Week 9', 'Week 10-20', 'Week 21-24', 'Week 25-28']],
  }),
  detailSpec('/services/ama', {
    figures: ['55', '200+', '1.3B', '6-12 months'],
    texts: ['Assessment Check'],
    buttons: ['Start Harmonization', 'Get Harmonization Support'],
    counts: [['Our Harmonization Services', 4], ['Product Categories', 3], ['Compliance Areas', 8], ['Harmonization Process', 6]],
    timelines: ['Harmonization Process', ['Week 1-2', 'Week 3-4', 'Week 5', 'Week 6-12', 'Week 13-16', 'Week 17-20']],
  }),
  detailSpec('/services/nafdac', {
    figures: ['200M+', '15', '90%'],
    texts: ['NAFDAC'],
    buttons: ['Start Registration', 'Get Started Today'],
    counts: [['Our NAFDAC Services', 4], ['Required Documents', 8], ['Benefits of Working With Us', 6], ['Registration Process', 4]],
  }),
  detailSpec('/services/ghana-fda', {
    figures: ['32M', '95%', '60 days'],
    texts: ['Ghana FDA'],
    buttons: ['Begin Registration', 'Start Your Registration'],
    counts: [['Our Ghana FDA Services', 4], ['Registration Categories', 8], ['Why Choose Us', 6], ['Registration Process', 5], ['Requirements', 2]],
  }),
  detailSpec('/services/who', {
    figures: ['$3B+', '194', '85%', '500+', '150+', '70+'],
    texts: ['WHO'],
    buttons: ['Start Prequalification', 'Begin Your Journey'],
    counts: [['Our Prequalification Services', 4], ['Prequalification Programs', 4], ['Key Statistics', 3], ['Prequalification Process', 6]],
  }),
  detailSpec('/services/ecowas', {
    figures: ['15', '400M', '$800B', '6M km²'],
    texts: ['1975'],
    buttons: ['Explore ECOWAS Markets'],
    counts: [['Our ECOWAS Services', 4], ['Countries of the ECOWAS Region', 15], ['Trade Benefits', 8],
      ['Sector Compliance Areas', 4], ['Business Support Services', 9], ['Market Entry Process', 5]],
    timelines: ['Market Entry Process', ['2-4 weeks', '1-2 weeks', '4-8 weeks', '6-12 weeks', 'Ongoing']],
  }),
];

const legalPages: Array<{ path: string; content: LegalContent; headings: RegExp[]; texts: Array<[RegExp, RegExp[]]> }> = [
  {
    path: paths.privacy,
    content: privacy,
    // The spec's six sections in its order, and the three #23 adds (the legal basis, who processes
    // the data, how long it is kept) where a reader looks for them.
    headings: [/^Information We Collect$/, /^How We Use Your Information$/, /^Legal Basis$/, /^Who Processes Your Information$/,
      /^Information Sharing$/, /^How Long We Keep Your Information$/, /^Data Security$/, /^Your Rights$/, /^Contact Information$/],
    texts: [[/^Your Rights$/, [/access/i, /correct/i, /delet/i, /marketing/i]]],
  },
  {
    path: paths.terms,
    content: terms,
    headings: [/^Acceptance/, /^Services Description$/, /^User Responsibilities$/, /^Intellectual Property$/, /^Limitation of Liability$/,
      /^Privacy Policy$/, /^Changes to Terms$/, /^Governing Law$/, /^Contact Information$/],
    texts: [[/^Governing Law$/, [/Ghana/]]],
  },
];

const builtPaths = new Set(routes.map((route) => route.path));
/** Pages of the route table whose issue may not be done yet (they answer 404 until then). */
const plannedPaths = new Set<string>([...Object.values(paths), ...services.map((service) => servicePath(service.id))]);
const contactBuilt = builtPaths.has(paths.contact);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The first list of a band: its cards, steps, countries or figures (not the lists inside them). */
const topItems = (region: Locator) => region.locator('ul, ol').first().locator(':scope > li');
const region = (main: Locator, heading: string) => main.getByRole('region', { name: heading, exact: true });

/** Every item of a content block is on the page, drawn in its band. */
async function expectSection(main: Locator, section: DetailSection) {
  // Hero figures have no band of their own: they are list items of main.
  const band = section.heading ? region(main, section.heading) : main;
  await expect(band, section.heading).toBeVisible();
  switch (section.kind) {
    case 'stats':
      for (const stat of section.stats) {
        const card = band.getByRole('listitem').filter({ has: main.page().getByText(stat.label, { exact: true }) });
        await expect(card.getByText(stat.value, { exact: true })).toBeVisible();
      }
      return;
    case 'prose':
      for (const paragraph of section.paragraphs) await expect(band).toContainText(paragraph);
      return;
    case 'cards':
      for (const item of section.items) {
        const card = topItems(band).filter({ has: main.page().getByRole('heading', { level: 3, name: item.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card).toContainText(item.description);
        if (item.meta) await expect(card).toContainText(item.meta);
        for (const feature of item.features ?? []) await expect(card).toContainText(feature);
        if (item.action) await expect(card.getByRole('link', { name: item.action.label })).toHaveAttribute('href', item.action.href);
      }
      return;
    case 'checklist':
      await expect(topItems(band)).toHaveText(section.items);
      return;
    case 'groups':
      for (const group of section.groups) {
        const card = topItems(band).filter({ has: main.page().getByRole('heading', { level: 3, name: group.title, exact: true }) });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(group.title);
        if (group.description) await expect(card).toContainText(group.description);
        await expect(card.locator('ul > li')).toHaveText(group.items);
        if (group.action) await expect(card.getByRole('link', { name: group.action.label })).toHaveAttribute('href', group.action.href);
      }
      return;
    case 'countries':
      await expect(topItems(band)).toHaveCount(section.countries.length);
      for (const [index, country] of section.countries.entries()) {
        const item = topItems(band).nth(index);
        for (const value of [country.name, country.capital, country.population, country.status && en.messages.countryStatus[country.status]]) {
          if (value) await expect(item).toContainText(value);
        }
      }
      return;
    case 'process':
      await expect(topItems(band)).toHaveCount(section.steps.length);
      for (const [index, step] of section.steps.entries()) {
        const item = topItems(band).nth(index);
        await expect(item.getByRole('heading', { level: 3 })).toContainText(step.title);
        await expect(item).toContainText(step.description);
        if (step.timeline) await expect(item).toContainText(step.timeline);
      }
      return;
  }
}

/** One h1, and no heading level skipped anywhere in the document. */
async function expectHeadingOutline(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  expect(levels[0], 'the first heading is the h1').toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level, `heading ${index + 1} (h${level}) follows h${levels[index - 1]}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
  });
}

async function expectHead(page: Page, meta: PageMeta) {
  await expect(page).toHaveTitle(meta.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
}

/** Every link in main resolves: internal pages and files answer 200, fragments name an element. */
async function expectLinksResolve(page: Page) {
  const main = page.getByRole('main');
  const hrefs = [...new Set(await main.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (href.startsWith('#')) {
      await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
      continue;
    }
    // The one way out on purpose: a chat with the company on WhatsApp (tests/e2e/whatsapp.spec.ts).
    if (href.startsWith('https://wa.me/')) continue;
    expect(href, 'no empty, external or script links').toMatch(/^\/[^/]/);
    const response = await page.request.get(href, { maxRedirects: 0 });
    const pathname = new URL(href, 'http://x').pathname;
    if (builtPaths.has(pathname) || /\.[a-z0-9]+$/i.test(pathname)) {
      expect(response.status(), href).toBe(200);
    } else {
      // A page of the route table that another issue builds: it must at least be planned.
      expect(plannedPaths.has(pathname), `${href} is not a page of the site`).toBe(true);
      test.info().annotations.push({ type: 'pending route', description: href });
    }
  }
}

test.describe('service pages', () => {
  // While /contact is not built, following a button there shows the 404 page, which logs.
  test.use({ allowedConsoleErrors: contactBuilt ? [] : [/non-existent route: \/contact/, /Failed to load resource.*404/] });

  for (const spec of pages) {
    test.describe(spec.path, () => {
      test('is prerendered with its spec facts, its content and one h1 in order', async ({ page, request }) => {
        const raw = await request.get(spec.path);
        expect(raw.status()).toBe(200);
        const html = await raw.text();
        expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
        for (const text of [spec.h1, ...spec.figures, ...spec.texts, ...spec.buttons]) {
          expect(html, `prerendered "${text}"`).toContain(escapeHtml(text));
        }

        const response = await page.goto(spec.path);
        expect(response?.status()).toBe(200);
        await expectHead(page, spec.meta);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(spec.h1);
        await expectHeadingOutline(page);
        for (const figure of spec.figures) await expect(main.getByText(figure, { exact: true }).first(), figure).toBeVisible();
        for (const text of spec.texts) await expect(main).toContainText(text);
        for (const section of spec.sections) await expectSection(main, section);
        for (const [heading, count] of spec.counts) await expect(topItems(region(main, heading)), `${heading}: ${count}`).toHaveCount(count);
        if (spec.timelines) {
          const [heading, timelines] = spec.timelines;
          await expect(topItems(region(main, heading))).toHaveCount(timelines.length);
          await expect(topItems(region(main, heading))).toContainText(timelines);
        }
      });

      test('has working links and its spec buttons lead to /contact', async ({ page }) => {
        await page.goto(spec.path);
        await expectLinksResolve(page);
        const main = page.getByRole('main');
        for (const label of spec.buttons) {
          // A generic label ("Learn More") carries its card's title as hidden text.
          const links = main.getByRole('link', { name: new RegExp(`^${label}(: .+)?$`) });
          expect(await links.count(), label).toBeGreaterThan(0);
          for (const link of await links.all()) await expect(link).toHaveAttribute('href', paths.contact);
        }
        // No dead buttons: the only <button>s in these pages are alert actions (AMA).
        const alertActions = spec.path === '/services/ama' ? 1 : 0;
        await expect(main.getByRole('button')).toHaveCount(alertActions);

        await waitForHydration(page);
        await main.getByRole('link', { name: spec.buttons[0], exact: true }).first().click();
        await expect(page).toHaveURL(paths.contact);
      });
    });
  }
});

test.describe('spec rules', () => {
  test.use({ allowedConsoleErrors: contactBuilt ? [] : [/non-existent route: \/contact/] });

  test('ARIPO lists as many member states as its headline figure (19), established 1976', async ({ page }) => {
    await page.goto('/services/aripo');
    const main = page.getByRole('main');
    const headline = main.getByRole('listitem').filter({ hasText: 'member states' }).first();
    await expect(headline).toContainText('19');
    const countries = detail('/services/aripo').sections.find((section) => section.kind === 'countries');
    await expect(topItems(region(main, countries?.heading ?? ''))).toHaveCount(19);
    await expect(main).toContainText('1976');
  });

  test('ECOWAS lists its 15 countries, each with capital and population', async ({ page }) => {
    await page.goto('/services/ecowas');
    const main = page.getByRole('main');
    const countries = topItems(region(main, 'Countries of the ECOWAS Region'));
    await expect(countries).toHaveCount(15);
    for (const country of await countries.all()) {
      await expect(country.locator('dt')).toHaveText(['Capital', 'Population']);
      await expect(country.locator('dd').nth(0)).toHaveText(/\S/);
      await expect(country.locator('dd').nth(1)).toHaveText(/^\d+(\.\d+)?M$/);
    }
    await expect(main).toContainText('1975');
  });

  test('AMA Assessment Check alerts about the harmonization assessment, then goes to /contact 2 s later', async ({ page }) => {
    await page.goto('/services/ama');
    await waitForHydration(page);
    const alert = detail('/services/ama').hero.actions.find((action) => action.label === 'Assessment Check')?.alert;
    expect(alert).toMatch(/harmonization/i);
    expect(alert).toMatch(/assessment/i);
    let accepted = 0;
    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', async (shown) => {
        expect(shown.type()).toBe('alert');
        const message = shown.message();
        await shown.accept();
        accepted = Date.now();
        resolve(message);
      });
    });
    await page.getByRole('main').getByRole('button', { name: 'Assessment Check' }).click();
    expect(await dialog).toBe(alert);
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL('/services/ama');
    await page.waitForURL(paths.contact, { timeout: 5000 });
    const elapsed = Date.now() - accepted;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(4000);
  });

  test('Trademark: three routes with their durations, each Learn More to /contact, 19 countries', async ({ page }) => {
    await page.goto('/services/trademark');
    const main = page.getByRole('main');
    const routesBand = topItems(region(main, 'Registration Routes'));
    await expect(routesBand).toHaveCount(3);
    await expect(routesBand).toContainText(['ARIPO Registration', 'Madrid Protocol', 'National Registrations']);
    await expect(routesBand).toContainText(['12-18 months', '8-15 months', '6-12 months']);
    for (const card of await routesBand.all()) await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', paths.contact);
    await expect(topItems(region(main, 'Countries We Cover'))).toHaveCount(19);
  });

  test('services overview links its six regulatory cards to their pages', async ({ page }) => {
    await page.goto('/services');
    const cards = topItems(region(page.getByRole('main'), servicesOverview.regulatory.heading));
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['WAHO', 'NAFDAC', 'Ghana FDA', 'WHO', 'AMA', 'ECOWAS']);
    expect(await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/services/waho', '/services/nafdac', '/services/ghana-fda', '/services/who', '/services/ama', '/services/ecowas',
    ]);
  });
});

test.describe('malaria medicines catalogue', () => {
  const { catalog, categories } = malariaDrugs;

  test('lists every medicine of the four categories', async ({ page }) => {
    await page.goto('/services/malaria-drugs');
    const cards = topItems(region(page.getByRole('main'), categories.heading));
    await expect(cards).toHaveCount(4);
    for (const [index, category] of categories.items.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.title);
      await expect(card.locator('ul > li')).toHaveCount(category.medications.length);
      await expect(card.locator('ul > li')).toContainText(category.medications.map((medication) => `${medication.name}${medication.form}`));
    }
  });

  test('Download Catalog downloads malaria-medicines-catalog.pdf, a real PDF', async ({ page }) => {
    await page.goto('/services/malaria-drugs');
    const link = page.getByRole('main').getByRole('link', { name: catalog.downloadLabel });
    await expect(link).toHaveAttribute('download', 'malaria-medicines-catalog.pdf');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('malaria-medicines-catalog.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(2048);
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  });
});

test.describe('legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.path} shows the spec sections in order and its revision date`, async ({ page }) => {
      // A visitor clock far from the revision date: the page must still show the text's date.
      await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expectHead(page, legal.content.meta);
      await expectHeadingOutline(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.content.title);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(legal.headings);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(legal.content.sections.map((section) => section.heading));
      for (const section of legal.content.sections) {
        const band = main.getByRole('region', { name: section.heading, exact: true });
        for (const paragraph of section.paragraphs) await expect(band).toContainText(paragraph);
        if (section.items) await expect(band.getByRole('listitem')).toHaveText(section.items);
      }
      for (const [heading, patterns] of legal.texts) {
        for (const pattern of patterns) await expect(main.getByRole('region', { name: heading })).toContainText(pattern);
      }
      const contactSection = main.getByRole('region', { name: 'Contact Information', exact: true });
      for (const value of [site.email, site.phone, en.office.location]) await expect(contactSection).toContainText(value);
      const updated = main.getByText(/^Last updated /);
      await expect(updated).toHaveText(`Last updated ${formatDate(legal.content.lastUpdated)}`);
      await expect(updated).toHaveText(/^Last updated [A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(updated).toHaveAttribute('datetime', legal.content.lastUpdated);
    });

    test(`${legal.path} contents link to each section`, async ({ page }) => {
      await page.goto(legal.path);
      await expectLinksResolve(page);
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveText(legal.content.sections.map((section) => section.heading));
      const last = legal.content.sections.at(-1)?.heading ?? '';
      await contents.getByRole('link', { name: last }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.toLowerCase().replace(/\s+/g, '-')}$`));
      await expect(page.getByRole('heading', { level: 2, name: last })).toBeInViewport();
    });
  }
});
