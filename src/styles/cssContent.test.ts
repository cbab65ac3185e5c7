import { describe, expect, it } from 'vitest';
import { cssContent, cssString } from './cssContent';

describe('words as CSS content', () => {
  it('are strings with quotes and backslashes escaped, line breaks as \\A, and ASCII only', () => {
    expect(cssString('Volta Pharma & Regulatory Services')).toBe('"Volta Pharma & Regulatory Services"');
    expect(cssString('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(cssString('Accra\nGhana')).toBe('"Accra\\A Ghana"');
    // The space after an escape ends it: "Téléphone :" keeps its no-break space and its colon.
    expect(cssString('Téléphone\u00a0: 1')).toBe('"T\\E9 l\\E9 phone\\A0 : 1"');
    expect(cssString('Acra, Gana')).toMatch(/^"[\x20-\x7e]*"$/);
  });

  it('are a message template with each placeholder as the CSS given for it', () => {
    expect(cssContent('Page {page} of {count}', { page: 'counter(page)', count: 'counter(pages)' })).toBe('"Page " counter(page) " of " counter(pages)');
    expect(cssContent('{date}', { date: 'var(--d)' })).toBe('var(--d)');
    expect(cssContent('\nImprimé le {date}', { date: 'var(--d)' })).toBe('"\\A Imprim\\E9  le " var(--d)');
    expect(() => cssContent('Page {page}', {})).toThrow(/No CSS for \{page\}/);
  });
});
