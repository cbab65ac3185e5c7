import { contentLocales } from '../i18n/locales';
import { contentFor } from '.';

/**
 * The version id of the newsletter's consent text: the box's `newsPage.newsletter.text` and
 * `privacyLink` in every locale (src/content/<locale>/newsPage.ts). subscribe-newsletter stores
 * it with every sign-up (newsletter_subscribers.consent_version), so the record says which words
 * the reader agreed to; the words of each version are in this repository's history.
 *
 * Changing the text needs a new id here (and a new line in newsletterConsent.test.ts): the
 * test fails when the text differs from the one recorded for this id.
 */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-consent-2026-11-2';

/** The consent text as the box shows it, per locale. */
export function newsletterConsentText(): Record<string, string> {
  return Object.fromEntries(
    contentLocales.map((locale) => {
      const box = contentFor(locale).news.page.newsletter;
      return [locale, `${box.text} ${box.privacyLink}`];
    }),
  );
}
