import { describe, expect, it } from 'vitest';
import { fileNameFor, slugify } from './slugify';

describe('fileNameFor', () => {
  it('lowercases and hyphenates the title', () => {
    expect(fileNameFor('WAHO Certification Guide 2024', 'pdf')).toBe('waho-certification-guide-2024.pdf');
  });

  it('collapses punctuation runs and trims hyphens at both ends', () => {
    expect(fileNameFor('  Protecting Brands: ARIPO, OAPI & Madrid!  ', 'txt')).toBe('protecting-brands-aripo-oapi-madrid.txt');
    expect(fileNameFor('Guide', '.pdf')).toBe('guide.pdf');
  });

  it('drops accents so French and Portuguese titles give plain names', () => {
    expect(slugify('Médicaments génériques : Côte d’Ivoire')).toBe('medicaments-generiques-cote-d-ivoire');
  });
});
