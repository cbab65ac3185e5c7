import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as tokens from '../../../tokens';
import { contrastOf } from '../../../tokens/contrast';
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

/** The token rows of a rendered page: the name heading each row, and all the row says. */
function tokenRows(container: HTMLElement): Array<{ name: string; text: string }> {
  return [...container.querySelectorAll('tbody tr')].map((row) => ({
    name: row.querySelector('th')?.textContent ?? '',
    text: row.textContent ?? '',
  }));
}

describe('the Foundations pages', () => {
  it('list every token object tokens/ exports', () => {
    const exported = Object.entries(tokens)
      .filter(([, value]) => typeof value === 'object')
      .map(([name]) => name);
    const listed = Object.values(foundationPages).flatMap((page) => Object.keys(page.tokens));
    // contrastPairs are listed on the colour page, with their ratios (below).
    expect([...listed, 'contrastPairs'].sort()).toEqual(exported.sort());
  });

  describe.each(Object.entries(foundationPages))('%s', (_page, { Page, tokens: listed }) => {
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

  it('the icons page shows every glyph of the sprite under its name', () => {
    const { container } = render(<foundationPages.icons.Page {...english} />);
    const shown = [...container.querySelectorAll('li')].map((tile) => tile.querySelector('code')?.textContent);
    const glyphNames = Object.values(glyphs).flatMap((group) => Object.keys(group));
    expect(shown).toEqual(glyphNames);
    expect(container.querySelectorAll('li svg use')).toHaveLength(glyphNames.length);
  });
});
