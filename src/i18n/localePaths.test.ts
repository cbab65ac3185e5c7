import { describe, expect, it } from 'vitest';
import { localizedRoutes, routes, servicePath } from '../routes/routes';
import { localeOfPath, localePath, localePrefix, splitLocalePath, withoutTrailingSlash } from './localePaths';
import { localeInfo, localeOfHtmlLang, locales } from './locales';

describe('locale paths', () => {
  it('keeps English at the root and puts every other locale under its prefix, same path after it', () => {
    const aripo = servicePath('aripo');
    expect(localePath('en', aripo)).toBe(aripo);
    expect(localePath('fr', aripo)).toBe(`/fr${aripo}`);
    expect(localePath('pt', '/news/q4-results')).toBe('/pt/news/q4-results');
    expect(localePrefix('en')).toBe('');
    expect(localePrefix('fr')).toBe('/fr');
  });

  it('writes each home without a trailing slash, as every other page', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('fr', '/')).toBe('/fr');
    expect(localePath('pt', '/')).toBe('/pt');
  });

  it('finds the locale of a path and the site path within it', () => {
    expect(splitLocalePath('/fr/news/q4-results')).toEqual({ locale: 'fr', path: '/news/q4-results' });
    expect(splitLocalePath('/pt')).toEqual({ locale: 'pt', path: '/' });
    expect(splitLocalePath('/pt/')).toEqual({ locale: 'pt', path: '/' });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    // A prefix is a whole segment; English has none.
    expect(splitLocalePath('/french')).toEqual({ locale: 'en', path: '/french' });
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
    expect(localeOfPath('/fr/news/no-such-article')).toBe('fr');
  });

  it('gives back every path it makes', () => {
    for (const locale of locales) {
      for (const route of routes) expect(splitLocalePath(localePath(locale, route.path))).toEqual({ locale, path: route.path });
    }
  });

  it('drops the trailing slash wouter leaves on a prefixed home link', () => {
    expect(withoutTrailingSlash('/fr/')).toBe('/fr');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('/fr/about')).toBe('/fr/about');
  });

  it('knows the locale of a page from its <html lang>', () => {
    for (const locale of locales) expect(localeOfHtmlLang(localeInfo[locale].htmlLang)).toBe(locale);
    expect(localeOfHtmlLang('PT-pt')).toBe('pt');
    expect(localeOfHtmlLang('')).toBe('en');
  });

  it('lists every route in every locale, each URL once', () => {
    expect(localizedRoutes).toHaveLength(routes.length * locales.length);
    expect(new Set(localizedRoutes.map((route) => route.url)).size).toBe(localizedRoutes.length);
  });
});
