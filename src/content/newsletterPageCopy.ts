import { contentLocales } from '../i18n/locales';
import { paths } from '../routes/paths';
import { contentFor } from '.';
import { NEWSLETTER_CONSENT_VERSION } from './newsletterConsent';

/** Where the newsletter function's copy of the box's words lives (it deploys on its own). */
export const newsletterPageCopyPath = 'supabase/functions/_shared/newsletterPage.generated.ts';

/** The box's words in one locale, as the function's page draws them. */
function localeCopy(locale: (typeof contentLocales)[number]) {
  const content = contentFor(locale);
  const box = content.news.page.newsletter;
  const { emailLabel, invalid, failure, errors } = content.newsMessages.newsletter;
  return {
    box: { emailLabel, placeholder: box.placeholder, buttonLabel: box.buttonLabel, invalid, fallback: failure.fallback },
    errors,
    notSubscribed: content.newsletter.notSubscribed,
    mail: content.newsletter.mail,
  };
}

/**
 * The newsletter function's copy of what its page for a subscription posted without script
 * shows: the box's words and refusals in every locale (src/content/<locale>/newsMessages.ts,
 * newsPage.ts, newsletter.ts) and the confirmation page's path. The page's shell (the company,
 * the theme, each locale's prefix and closing lines) comes from the contact copy,
 * contactPage.generated.ts. Written by `npm run generate:functions`; a unit test fails when the
 * checked-in file differs.
 */
export function renderNewsletterPageCopy(): string {
  const copy = {
    locales: Object.fromEntries(contentLocales.map((locale) => [locale, localeCopy(locale)])),
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    paths: {
      subscribed: paths.newsletterSubscribed,
      confirmed: paths.newsletterConfirmed,
      unsubscribed: paths.newsletterUnsubscribed,
      linkInvalid: paths.newsletterLinkInvalid,
    },
  };
  return `// Generated from src/content/*/newsMessages.ts, newsPage.ts and newsletter.ts by \`npm run generate:functions\`. Do not edit.
// The newsletter function deploys on its own, so it carries this copy of what its page for a
// subscription posted without script shows, in every locale.

export const NEWSLETTER_PAGE = ${JSON.stringify(copy, null, 2)} as const;
`;
}
