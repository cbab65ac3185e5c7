/**
 * Defaults for the company identity used by the functions.
 *
 * They mirror `src/content/site.ts` (`site.name`, `site.email`, `site.origin`). The functions do not import
 * that file because the Supabase CLI bundles only what lives under `supabase/functions/`;
 * `tests/functions/site_defaults.test.ts` fails when the two drift apart. Production values can
 * be overridden with the environment variables COMPANY_NAME, CONTACT_TO, MAIL_FROM and SITE_URL.
 */
export const siteDefaults = {
  name: 'Volta Pharma & Regulatory Services',
  email: 'hello@voltapharma.example',
  mailFrom: 'Volta Pharma Website <no-reply@voltapharma.example>',
  /** The site's public origin: where a form posted without script is sent back to. */
  origin: 'https://www.voltapharma.example',
} as const;
