import { describe, expect, it } from 'vitest';
import { markLinksShowingTheirAddress, showsItsAddress } from '../../scripts/print-links.mjs';

const origin = 'https://www.voltapharma.example';

describe('links whose words are their address', () => {
  it('are the href itself, or a site link’s full URL, with or without scheme, "www." or end slash', () => {
    expect(showsItsAddress('https://www.wahooas.org', 'https://www.wahooas.org/', origin)).toBe(true);
    expect(showsItsAddress('wahooas.org', 'https://www.wahooas.org', origin)).toBe(true);
    expect(showsItsAddress('www.voltapharma.example/fr/contact', '/fr/contact', origin)).toBe(true);
    expect(showsItsAddress('Contact us', '/contact', origin)).toBe(false);
    expect(showsItsAddress('', '/contact', origin)).toBe(false);
  });

  it('include a WhatsApp chat whose words are its number, whatever its prefilled message; not one named otherwise', () => {
    const chat = 'https://wa.me/233242000000?text=Bonjour%2C%20j%E2%80%99ai%20une%20question';
    expect(showsItsAddress('+233 24 200 0000 (s’ouvre dans un nouvel onglet)', chat, origin)).toBe(true);
    expect(showsItsAddress('+233 24 200 0001', chat, origin)).toBe(false);
    expect(showsItsAddress('Discuter sur WhatsApp', chat, origin)).toBe(false);
    expect(showsItsAddress('WhatsApp', 'https://wa.me/?text=Q4%20results', origin)).toBe(false);
  });

  it('are marked data-url-shown, so that print writes no address after them; other links are left as they are', () => {
    const html =
      '<p><a href="https://www.wahooas.org" class="x">www.wahooas.org</a> and <a href="/fr/about">À <b>propos</b></a> ' +
      '<a href="/fr/about"><span>https://www.voltapharma.example/fr/about</span></a> <a href="mailto:a@b.example">a@b.example</a></p>';
    expect(markLinksShowingTheirAddress(html, origin)).toBe(
      '<p><a href="https://www.wahooas.org" class="x" data-url-shown>www.wahooas.org</a> and <a href="/fr/about">À <b>propos</b></a> ' +
        '<a href="/fr/about" data-url-shown><span>https://www.voltapharma.example/fr/about</span></a> <a href="mailto:a@b.example">a@b.example</a></p>',
    );
  });

  it('reads the words as a reader does: entities decoded', () => {
    expect(markLinksShowingTheirAddress('<a href="https://example.org/?a=1&amp;b=2">example.org/?a=1&amp;b=2</a>', origin)).toContain('data-url-shown');
  });
});
