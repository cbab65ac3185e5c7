import { describe, expect, it } from 'vitest';
import { classesNeeded, parseStylesheet, usedStylesheet } from '../../scripts/page-styles.mjs';

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
