import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../i18n/format';
import { localeInfo, locales } from '../i18n/locales';
import { printProperty } from '../styles/paper';
import { printStampScript } from './printStamp';

/** Runs the stamp as a page does (a classic script), then starts printing. */
function printOn(lang: string): string {
  document.documentElement.lang = lang;
  document.documentElement.removeAttribute('style');
  // biome-ignore lint/security/noGlobalEval: the page runs this very text; so does the test
  window.eval(printStampScript);
  (window.onbeforeprint as () => void)();
  return document.documentElement.style.getPropertyValue(printProperty.date);
}

describe('the print stamp', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.onbeforeprint = null;
  });

  it.each(locales)('gives the sheets the day printed, as %s writes a date, as a CSS string', (locale) => {
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] });
    expect(printOn(localeInfo[locale].htmlLang)).toBe(`"${formatDate(localeInfo[locale].intl, '2026-06-15')}"`);
  });

  it.each(locales)('reads the language from <html lang>, which writes every month as the site’s own Intl tag does (%s)', (locale) => {
    const { htmlLang, intl } = localeInfo[locale];
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 1 + month * 2));
      expect(day.toLocaleDateString(htmlLang, { dateStyle: 'long', timeZone: 'UTC' })).toBe(new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(day));
    }
  });

  it('is one line with no markup to break out of its <script>', () => {
    expect(printStampScript).not.toMatch(/<\/script|\n/);
    expect(printStampScript.length).toBeLessThan(200);
  });
});
