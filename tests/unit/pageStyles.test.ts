import { describe, expect, it } from 'vitest';
import { classesNeeded, parseStylesheet, printReads, splitPrintRules, usedStylesheet } from '../../scripts/page-styles.mjs';

const css =
  ':root{--a:1}body{margin:var(--a)}.card{padding:1px}.card .title,.toast{color:red}.menu[data-open=true]{display:grid}' +
  '@media (min-width:60em){.card{padding:2px}.toast{color:blue}}.button:not(.busy){cursor:pointer}' +
  '@keyframes slide{from{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(/x.woff2)}';

const pruned = (used: string[]) => usedStylesheet(parseStylesheet(css), (name) => used.includes(name));

describe('the stylesheet a page inlines', () => {
  it('keeps the rules whose classes the page can use, and those without classes', () => {
    expect(pruned(['card', 'title'])).toBe(
      ':root{--a:1}body{margin:var(--a)}.card{padding:1px}.card .title{color:red}@media (min-width:60em){.card{padding:2px}}' +
        '@keyframes slide{from{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(/x.woff2)}',
    );
  });

  it('drops a rule a class of which is missing, and an at-rule left empty', () => {
    expect(pruned(['toast'])).toBe(
      ':root{--a:1}body{margin:var(--a)}.toast{color:red}@media (min-width:60em){.toast{color:blue}}' +
        '@keyframes slide{from{opacity:0}to{opacity:1}}@font-face{font-family:X;src:url(/x.woff2)}',
    );
  });

  it('does not need a class named only inside :not()', () => {
    expect(classesNeeded('.button:not(.busy)')).toEqual(['button']);
    expect(pruned(['button'])).toContain('.button:not(.busy){cursor:pointer}');
    expect(classesNeeded('.menu[data-open=true] > .link:hover')).toEqual(['menu', 'link']);
  });

  it('drops a custom property of the theme that no rule kept reads and the page does not name, and comments', () => {
    const theme = parseStylesheet(':root{--space-md:1rem;--space-lg:1.5rem;--color-focus:gold;--unread:0}.card{padding:var(--space-md)}.menu{gap:var(--space-lg)}/*$vite$:1*/');
    // --color-focus is named by the page (an SVG's fill in its HTML, or its code).
    const page = usedStylesheet(theme, (name) => ['card', '--color-focus'].includes(name));
    expect(page).toBe(':root{--space-md:1rem;--color-focus:gold}.card{padding:var(--space-md)}');
    expect(usedStylesheet(parseStylesheet(':root{--unread:0}.card{margin:0}'), () => false)).toBe('');
  });

  it('changes nothing when every class is used', () => {
    expect(usedStylesheet(parseStylesheet(css), () => true)).toBe(css);
  });
});

describe('the print stylesheet, apart', () => {
  const site = parseStylesheet(
    ':root{--space-md:1rem;--space-lg:2rem;--color-text:#000}.card{padding:var(--space-md)}@media print{.card{break-inside:avoid;margin:var(--space-lg)}:root{--color-text:#111}}' +
      '@media (min-width:60em){.card{padding:2px}}@page{size:A4;@top-left{content:var(--print-company)}}@page:first{margin-top:30mm}@media print{.menu{display:none}}',
  );

  it('takes every @media print rule, unwrapped, and every @page rule out of what pages inline', () => {
    const { screen, print } = splitPrintRules(site);
    expect(screen.toString()).toBe(':root{--space-md:1rem;--space-lg:2rem;--color-text:#000}.card{padding:var(--space-md)}@media (min-width:60em){.card{padding:2px}}');
    expect(print).toBe(
      '.card{break-inside:avoid;margin:var(--space-lg)}:root{--color-text:#111}@page{size:A4;@top-left{content:var(--print-company)}}@page:first{margin-top:30mm}.menu{display:none}',
    );
    // The site's stylesheet itself is left whole.
    expect(site.toString()).toContain('@media print');
  });

  it('refuses a media query that names print among other conditions, and a print rule nested in another at-rule', () => {
    expect(() => splitPrintRules(parseStylesheet('@media print and (min-width:10cm){.a{color:red}}'))).toThrow(/only "@media print"/);
    expect(() => splitPrintRules(parseStylesheet('@supports (display:grid){@media print{.a{color:red}}}'))).toThrow(/inside @supports/);
  });

  it('keeps in a page the theme properties the print stylesheet reads and does not set', () => {
    const { screen, print } = splitPrintRules(site);
    expect(printReads(print)).toEqual(['--space-lg', '--print-company']);
    // No rule of the page reads --space-lg: without the print stylesheet's reads it would go.
    expect(usedStylesheet(screen, (name) => name === 'card')).not.toContain('--space-lg');
    expect(usedStylesheet(screen, (name) => name === 'card', printReads(print))).toBe(':root{--space-md:1rem;--space-lg:2rem}.card{padding:var(--space-md)}@media (min-width:60em){.card{padding:2px}}');
  });
});
