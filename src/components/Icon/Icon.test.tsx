import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sprite from './sprite.svg?raw';
import glyphs from './glyphs.json';
import { Icon, inlineSymbolId } from './Icon';

describe('Icon', () => {
  it('has a symbol in the sprite for every glyph name', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual(Object.keys({ ...glyphs.content, ...glyphs.ui }).sort());
  });

  it('references its symbol in the sprite and hides decorative icons', () => {
    const { container } = render(<Icon name="pill" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('use')?.getAttribute('href')).toMatch(/sprite.*\.svg#pill$/);
  });

  it('references the symbol its page carries inline, when the page has it', () => {
    const symbols = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    symbols.innerHTML = `<symbol id="${inlineSymbolId('pill')}" viewBox="0 0 24 24"></symbol>`;
    document.body.append(symbols);
    try {
      const { container } = render(<Icon name="pill" />);
      expect(container.querySelector('use')?.getAttribute('href')).toBe('#icon-pill');
    } finally {
      symbols.remove();
    }
  });

  it('labels meaningful icons', () => {
    const { getByRole } = render(<Icon name="phone" label="Phone" />);
    expect(getByRole('img', { name: 'Phone' })).toBeInTheDocument();
  });

  it('ships a sprite in sync with glyphs.json', () => {
    const script = path.resolve(__dirname, '../../../scripts/build-icon-sprite.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
