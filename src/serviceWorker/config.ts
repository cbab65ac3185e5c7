import { contentFor } from '../content';
import { site } from '../content/site';
import { defaultLocale, localeInfo, locales } from '../i18n/locales';
import { escapeHtml } from '../lib/head';
import { whatsappNumber } from '../lib/whatsapp';
import type { LocaleWords, ServiceWorkerConfig } from './types';

/** The ways to reach the company without the site, as the offline page lists them: label, shown value, link. */
function contactItems(locale: (typeof locales)[number]): string {
  const { footer } = contentFor(locale).messages;
  const items: [string, string, string][] = [
    [footer.phoneLabel, site.phone, site.phoneHref],
    [footer.emailLabel, site.email, `mailto:${site.email}`],
  ];
  // A brand name, the same in every language.
  if (site.whatsapp) items.push(['WhatsApp', site.whatsapp, `https://wa.me/${whatsappNumber(site.whatsapp)}`]);
  return items.map(([label, value, href]) => `<li><span>${escapeHtml(label)}</span> <a href="${escapeHtml(href)}">${escapeHtml(value)}</a></li>`).join('');
}

function wordsOf(locale: (typeof locales)[number]): LocaleWords {
  const { offline } = contentFor(locale);
  const { page } = offline;
  const text = (value: string) => escapeHtml(value);
  return {
    lang: localeInfo[locale].htmlLang,
    intl: localeInfo[locale].intl,
    savedCopy: text(offline.savedCopy),
    title: text(page.title),
    page: [
      `<section data-offline-page lang="${localeInfo[locale].htmlLang}">`,
      `<h1>${text(page.heading)}</h1>`,
      `<p>${text(page.text)}</p>`,
      `<p><a href="{url}">${text(page.retry)}</a></p>`,
      `<h2>${text(page.savedHeading)}</h2>{saved}`,
      `<h2>${text(page.contactHeading)}</h2>`,
      `<p>${text(page.contactText)}</p>`,
      `<ul>${contactItems(locale)}</ul>`,
      '</section>',
    ].join(''),
    savedOn: text(page.savedOn),
    noneSaved: text(page.noneSaved),
  };
}

/** The service worker's data for a build: its cache version and stylesheet come from the build (scripts/service-worker.mjs). */
export function serviceWorkerConfig(build: string, css: string): ServiceWorkerConfig {
  return {
    build,
    defaultLocale,
    locales: Object.fromEntries(locales.map((locale) => [locale, wordsOf(locale)])),
    titleSuffix: escapeHtml(` | ${site.shortName}`),
    css,
  };
}
