import { createHash } from 'node:crypto';
import { routes } from '../../src/routes/routes';
import { footerServices, servicePath } from '../../src/content/services/manifest';
import { site } from '../../src/content/site';
import { en } from './content';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';

const { about, contact } = en;
const mainNav = en.navigation.main;
const footerCompanyLinks = en.navigation.company;
const footerServiceHrefs = footerServices.map((service) => servicePath(service.id));

test.describe('prerendered HTML', () => {
  test('every route has its content, a unique title, description and canonical in the raw HTML', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, route.path).toBeTruthy();
      expect(description, route.path).toBeTruthy();
      expect(titles.has(title ?? ''), `duplicate title ${title}`).toBe(false);
      expect(descriptions.has(description ?? ''), `duplicate description on ${route.path}`).toBe(false);
      titles.add(title ?? '');
      descriptions.add(description ?? '');
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${route.path}">`);
      expect(html.match(/<h1[\s>]/g), `${route.path} has one h1`).toHaveLength(1);
    }
  });

  test('home and about carry their text in the HTML before any script runs', async ({ request }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('500+');
    expect(home).toContain('Government Contracts');
    expect(home).toContain('Malaria Drug Sales');
    const about = await (await request.get('/about')).text();
    for (const value of ['Excellence', 'Partnership', 'Innovation', 'Pan-African Reach', '2009', '2012', '2015', '2018', '2020', '2023']) {
      expect(about).toContain(value);
    }
  });
});

test.describe('server', () => {
  test('answers unknown paths with 404 and the spec texts', async ({ request }) => {
    const response = await request.get('/nope');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('The page you&#x27;re looking for doesn&#x27;t exist or has been moved.');
    expect(html).toContain('Return to Home');
  });

  test('compresses, caches hashed assets and sends security headers', async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    const headers = page.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    // The scripts the boot script loads after the first paint on a page with islands (React, the hydrator...).
    const html = await (await request.get('/faq')).text();
    const scripts: string[] = JSON.parse(html.match(/<script type="application\/json" id="page-modules">(.*?)<\/script>/)?.[1] ?? '{}').load ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    const encodings: (string | undefined)[] = [];
    for (const script of scripts) {
      expect(script).toMatch(/^\/static\/.+\.js$/);
      const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(asset.headers()['cache-control']).toContain('immutable');
      encodings.push(asset.headers()['content-encoding']);
    }
    // Files under half a KiB are not worth compressing; React's runtime is.
    expect(encodings).toContain('gzip');
  });

  test('runs two inline scripts, the boot script and the print stamp, each allowed by its hash in the CSP; the rest is data', async ({ request }) => {
    const response = await request.get('/');
    const html = await response.text();
    // JSON-LD and the boot script's module list are data: browsers never execute them.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map(([tag]) => tag.slice(0, tag.indexOf('>') + 1))).toEqual(['<script type="module">', '<script>']);
    const hashes = inline.map((match) => `'sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}'`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(html).toContain('<script type="application/json" id="page-modules">');
  });
});

test.describe('pages in the browser', () => {
  test('the 404 page shows the spec texts and logs the missing path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.some((text) => text.includes('/does-not-exist'))).toBe(true);
  });

  test('hydrates its islands without errors, and its links load the next prerendered page', async ({ page, consoleErrors, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle('About Us | Volta Pharma');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.origin}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.hero.title);
    await waitForHydration(page);
    // (On phones the menu is closed again on the new page: look at the link itself.)
    await expect(page.locator('nav[aria-label="Main"] a[href="/about"]')).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });

  test('ships only React and the islands: no page text or template in its first scripts', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/about');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /AboutPage|HomePage|renderApp/.test(path))).toBe(false);
    for (const path of scripts) {
      const source = await (await page.request.get(path)).text();
      expect(source, path).not.toContain(about.hero.title);
    }
  });

  test('header links and active state', async ({ page, isMobile }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(mainNav.map((item) => item.label));
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    // The languages: links to this page in each (tests/e2e/locales.spec.ts checks them everywhere).
    const languages: [string, string][] = [
      ['EN English', '/about'],
      ['FR Français', '/fr/about'],
      ['PT Português', '/pt/about'],
    ];
    for (const [name, href] of languages) {
      await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('footer has the spec links and contact details', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
    expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      footerServiceHrefs,
    );
    expect(await services.count()).toBe(10);
    const company = footer.getByRole('navigation', { name: 'Company' }).getByRole('link');
    expect(await company.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      footerCompanyLinks.map((link) => link.href),
    );
    expect(footerCompanyLinks.map((link) => link.href)).toEqual(['/about', '/resources', '/news', '/faq', '/contact', '/privacy', '/terms']);
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(footer).toContainText('Accra, Ghana');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('the footer copyright follows the visitor clock', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });

  test('icons drawn after an interaction are in the page already: no sprite request', async ({ page, isMobile }) => {
    const spriteRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/sprite-[^/]+\.svg/.test(request.url())) spriteRequests.push(request.url());
    });
    await page.goto('/contact');
    await waitForHydration(page);
    // The form's error marks, and on phones the open menu's close button.
    await page.getByRole('main').getByRole('button', { name: contact.form.submit }).click();
    await expect(page.getByRole('main').getByText(contact.form.fieldErrors.firstName)).toBeVisible();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    }
    const references = await page.locator('use').evaluateAll((uses) =>
      uses.map((use) => {
        const href = use.getAttribute('href') ?? '';
        return { href, inPage: href.startsWith('#') && document.getElementById(href.slice(1))?.tagName === 'symbol' };
      }),
    );
    expect(references.filter(({ href }) => href === '#icon-alert').length).toBeGreaterThan(0);
    if (isMobile) expect(references.map(({ href }) => href)).toContain('#icon-close');
    expect(references.filter(({ inPage }) => !inPage)).toEqual([]);
    expect(spriteRequests).toEqual([]);
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to main', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInMain).toBe(true);
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the menu button exists on small screens only'));

  test('toggles with the button, by keyboard, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    // Reaching for the header hydrates it: React then keeps the button's state and label.
    await button.focus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    // The next page's menu is closed (its header not hydrated until reached for: no aria-expanded yet).
    await expect(page.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeHidden();
  });
});
