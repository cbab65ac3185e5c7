import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as tokens from '../../../tokens';
import { contrastOf } from '../../../tokens/contrast';
import { customPropertyName, themeTokens } from '../../../tokens/customProperties';
import { designTokens, tokensJsonPath } from '../../../tokens/dtcg';
import glyphs from '../../components/Icon/glyphs.json';
import { storyCopyByLocale } from '../copy';
import { foundationPages } from './pages';
import { shownValue, tokenLeaves } from './tokenTree';

/**
 * The Foundations pages cannot drift from tokens/: every token of every object a page lists
 * is found on it with its value, every token object tokens/ exports is listed on some page,
 * every contrast pair with its ratio, every glyph with its name.
 */
const english = { copy: storyCopyByLocale.en.foundations, intl: 'en-US' };

/** The token rows of a rendered page: the name heading each row (its first code), and all the row says. */
function tokenRows(container: HTMLElement): Array<{ name: string; text: string }> {
  return [...container.querySelectorAll('tbody tr')].map((row) => ({
    name: row.querySelector('th code')?.textContent ?? row.querySelector('th')?.textContent ?? '',
    text: row.textContent ?? '',
  }));
}

/** Every code under the heading of the rows named `name`: the name, then its custom properties. */
const rowNames = (container: HTMLElement, name: string): string[] =>
  [...container.querySelectorAll('tbody tr th')]
    .filter((heading) => heading.querySelector('code')?.textContent === name)
    .flatMap((heading) => [...heading.querySelectorAll('code')].map((code) => code.textContent ?? ''));

describe('the Foundations pages', () => {
  it('list every token object tokens/ exports', () => {
    const exported = Object.entries(tokens)
      .filter(([, value]) => typeof value === 'object')
      .map(([name]) => name);
    const listed = Object.values(foundationPages).flatMap((page) => Object.keys(page.tokens));
    // contrastPairs are listed on the colour page, with their ratios (below).
    expect([...listed, 'contrastPairs'].sort()).toEqual(exported.sort());
  });

  describe.each(Object.entries(foundationPages))('%s', (page, { Page, tokens: listed }) => {
    it.skipIf(page === 'icons')('links tokens.json, for design tools, as a download', () => {
      const { container } = render(<Page {...english} />);
      const links = [...container.querySelectorAll('a[download]')].filter((link) => link.getAttribute('href') === 'tokens.json');
      expect(links).toHaveLength(1);
      expect(links[0]?.textContent).toBe(english.copy.designTokens.download);
      // Storybook serves public/ (its staticDirs) beside iframe.html, where the relative link leads.
      expect(tokensJsonPath).toBe(`public/${links[0]?.getAttribute('href')}`);
    });

    it('shows the CSS custom property of every token of the theme it lists, in its token’s row', () => {
      const { container } = render(<Page {...english} />);
      const rows = tokenRows(container);
      const missing = Object.entries(listed)
        .flatMap(([exportName, object]) => tokenLeaves(exportName, object))
        .map(([name]) => name)
        .filter((name) => (name.split('.')[0] ?? '') in themeTokens)
        .filter((name) => {
          const headings = rows.filter((row) => name === row.name || name.startsWith(`${row.name}.`)).map((row) => row.name);
          return !headings.some((heading) => rowNames(container, heading).includes(customPropertyName(name)));
        });
      expect(missing).toEqual([]);
    });

    it('shows every token of the objects it lists, each in a row headed by its name (or its group’s), with its value', () => {
      const { container } = render(<Page {...english} />);
      const rows = tokenRows(container);
      const missing = Object.entries(listed)
        .flatMap(([exportName, object]) => tokenLeaves(exportName, object))
        .filter(
          ([name, value]) => !rows.some((row) => (name === row.name || name.startsWith(`${row.name}.`)) && row.text.includes(shownValue(value))),
        )
        .map(([name, value]) => `${name}: ${value}`);
      expect(missing).toEqual([]);
    });
  });

  it('the colour page shows every contrast pair with its ratio and whether it passes AA', () => {
    const { container } = render(<foundationPages.colour.Page {...english} />);
    const rows = tokenRows(container);
    const { colour } = english.copy;
    for (const pair of tokens.contrastPairs) {
      const { ratio, passes } = contrastOf(pair);
      const matching = rows.filter(
        (row) =>
          row.name === `color.${pair.foreground}` &&
          row.text.includes(`color.${pair.background}`) &&
          (!pair.over || row.text.includes(`${colour.over} color.${pair.over}`)) &&
          row.text.includes(`${Math.floor(ratio * 100) / 100}:1`) &&
          row.text.endsWith(passes ? colour.passes : colour.fails),
      );
      expect(matching, `${pair.foreground} on ${pair.background}`).toHaveLength(1);
    }
  });

  it('the design tokens page lists every group of tokens.json with its type, and the steps of loading it in Tokens Studio', () => {
    const { container } = render(<foundationPages.designTokens.Page {...english} />);
    const rows = tokenRows(container);
    const typed: Array<[string, string]> = [];
    const visit = (node: Record<string, unknown>, prefix: string) => {
      for (const [name, child] of Object.entries(node)) {
        if (name.startsWith('$') || typeof child !== 'object' || child === null) continue;
        const path = prefix ? `${prefix}.${name}` : name;
        const group = child as Record<string, unknown>;
        if (typeof group.$type === 'string') typed.push([path, group.$type]);
        else visit(group, path);
      }
    };
    visit(designTokens(), '');
    expect(typed.length).toBeGreaterThan(10);
    for (const [path, type] of typed) expect(rows.find((row) => row.name === path)?.text, path).toContain(type);
    const steps = [...container.querySelectorAll('ol li')].map((step) => step.textContent);
    expect(steps).toEqual(english.copy.designTokens.steps);
    expect(container.textContent).toContain('--color-action-primary');
  });

  it('the icons page shows every glyph of the sprite under its name', () => {
    const { container } = render(<foundationPages.icons.Page {...english} />);
    const shown = [...container.querySelectorAll('li')].map((tile) => tile.querySelector('code')?.textContent);
    const glyphNames = Object.values(glyphs).flatMap((group) => Object.keys(group));
    expect(shown).toEqual(glyphNames);
    expect(container.querySelectorAll('li svg use')).toHaveLength(glyphNames.length);
  });
});
