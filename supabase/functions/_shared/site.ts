/**
 * Defaults for the company identity used by the functions.
 *
 * They mirror `src/content/site.ts` (`site.name`, `site.email`). The functions do not import
 * that file because the Supabase CLI bundles only what lives under `supabase/functions/`;
 * `tests/functions/site_defaults.test.ts` fails when the two drift apart. Production values can
 * be overridden with the environment variables COMPANY_NAME, CONTACT_TO and MAIL_FROM.
 */
export const siteDefaults = {
  name: 'Volta Pharma & Regulatory Services',
  email: 'hello@voltapharma.example',
  mailFrom: 'Volta Pharma Website <no-reply@voltapharma.example>',
} as const;
