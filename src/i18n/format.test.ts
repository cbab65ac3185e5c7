import { describe, expect, it } from 'vitest';
import { formatDate, formatMessage, formatPlural, formatTime, placeholdersOf } from './format';
import { formatWait } from './wait';

describe('message formatting', () => {
  it('fills placeholders and refuses a missing value', () => {
    expect(formatMessage('Step {number}:', { number: 2 })).toBe('Step 2:');
    expect(formatMessage('{title}: {excerpt}', { title: 'A', excerpt: 'B' })).toBe('A: B');
    expect(() => formatMessage('By {author}')).toThrow(/author/);
    expect(placeholdersOf('{b} and {a}')).toEqual(['a', 'b']);
  });

  it('chooses the plural form of the locale', () => {
    const en = { one: 'Showing 1 article', other: 'Showing {count} articles' };
    expect(formatPlural('en', en, 1)).toBe('Showing 1 article');
    expect(formatPlural('en', en, 0)).toBe('Showing 0 articles');
    // French counts 0 as singular.
    expect(formatPlural('fr', { one: '{count} article', other: '{count} articles' }, 0)).toBe('0 article');
  });

  it('formats dates in UTC in the given locale', () => {
    expect(formatDate('en-US', '2024-03-15')).toBe('March 15, 2024');
    expect(formatDate('fr', '2024-03-15')).toBe('15 mars 2024');
    expect(formatDate('pt-PT', '2024-03-15')).toBe('15 de março de 2024');
  });

  it('words a wait in seconds, then in whole minutes', () => {
    expect(formatWait('en-US', 45)).toBe('45 seconds');
    expect(formatWait('en-US', 1)).toBe('1 second');
    expect(formatWait('en-US', 0)).toBe('1 second');
    expect(formatWait('en-US', 91)).toBe('2 minutes');
    expect(formatWait('fr', 540)).toBe('9 minutes');
    expect(formatWait('pt-PT', 540)).toBe('9 minutos');
  });

  it('formats office times in the given locale, with the typography the locale asks for', () => {
    expect(formatTime('en-US', '14:00')).toBe('2:00 PM');
    expect(formatTime('en-US', '08:00')).toBe('8:00 AM');
    expect(formatTime('pt-PT', '14:00')).toBe('14:00');
    expect(formatTime('fr', '14:00')).toBe('14:00');
    expect(formatTime('fr', '08:00', '2024-03-15', { hourMinuteSeparator: '\u00a0h\u00a0' })).toBe('8\u00a0h\u00a000');
    expect(() => formatTime('fr', '2:00 PM')).toThrow(/24-hour/);
  });
});
