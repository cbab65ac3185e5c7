// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_VERSION, newsletterConsentText } from './newsletterConsent';

/**
 * Each consent version id and the SHA-256 of its text (every locale, as JSON). Add a line for a
 * new version; never change a line: sign-ups already stored name these ids.
 */
const VERSIONS: Record<string, string> = {
  'newsletter-consent-2026-11': '2ef3495df0fa00baa037fbcbecaf2c0b3414edcb2cdac9223d93bf1b390aec3a',
  // Portuguese says "mensagens", not "e-mails" (one word for e-mail per language, issue #25).
  'newsletter-consent-2026-11-2': '0a921bf8615af6da7b6873083b3bd449ad13222d79a59d49e61ff3c6a30dd692',
};

describe('the newsletter consent text and its version id', () => {
  it('the text is the one recorded for the current version id (a changed text needs a new id)', () => {
    const digest = createHash('sha256').update(JSON.stringify(newsletterConsentText())).digest('hex');
    expect(VERSIONS[NEWSLETTER_CONSENT_VERSION], `the consent text changed: give it a new id in newsletterConsent.ts and record ${digest} for it here`).toBe(digest);
  });

  it('is stated in every locale, with the link to the privacy notice', () => {
    for (const text of Object.values(newsletterConsentText())) expect(text.length).toBeGreaterThan(80);
    expect(Object.keys(newsletterConsentText()).sort()).toEqual(['en', 'fr', 'pt']);
  });
});
