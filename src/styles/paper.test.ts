import { describe, expect, it } from 'vitest';
import { color, palette } from '../../tokens';
import { contrastRatio } from '../../tokens/contrast';
import { tokenLeaves } from '../../tokens/tree';
import { printColor, printUrlStyle } from './paper';

describe('the colours of a printed page', () => {
  it('have every role the theme has, so that they replace it whole', () => {
    expect(tokenLeaves('', printColor).map(([path]) => path)).toEqual(tokenLeaves('', color).map(([path]) => path));
  });

  it('make every surface the sheet itself: no background to print, none to lose', () => {
    for (const [role, value] of tokenLeaves('', printColor.surface)) expect(value, role).toBe(palette.white);
  });

  // Contrast is a ratio of luminances: a colour that passes it on white still reads once
  // printed in greyscale, where only its luminance is left.
  it('give every text role, and what is drawn in action colours, 4.5:1 on paper', () => {
    const ink = [...tokenLeaves('text', printColor.text), ['action.primaryText', printColor.action.primaryText], ['action.accent', printColor.action.accent]];
    for (const [role, value] of ink) expect(contrastRatio(String(value), palette.white), role).toBeGreaterThanOrEqual(4.5);
  });

  it('keep the borders a line on paper: no border fainter than the default one', () => {
    for (const [role, value] of tokenLeaves('border', printColor.border)) {
      expect(contrastRatio(String(value), palette.white), role).toBeGreaterThanOrEqual(contrastRatio(color.border.default, palette.white));
    }
  });
});

describe("a page's address on its printed sheets", () => {
  it('is a custom property on <html>', () => {
    expect(printUrlStyle('https://www.voltapharma.example/fr/about')).toBe("--print-url:'https://www.voltapharma.example/fr/about'");
  });

  it('refuses what would break out of the attribute or the CSS string', () => {
    for (const url of ["https://x.example/a'b", 'https://x.example/a"b', 'https://x.example/<b>', '/fr/about', 'https://x.example/a b']) {
      expect(() => printUrlStyle(url), url).toThrow(/Not a page address/);
    }
  });
});
