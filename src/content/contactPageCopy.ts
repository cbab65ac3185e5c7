import { color } from '../../tokens/color';
import { radii } from '../../tokens/radii';
import { fontFamily } from '../../tokens/typography';
import { type ContentLocale, contentLocales, defaultLocale, localeInfo, locales } from '../i18n/locales';
import { contactFieldNames, contactLocaleField } from '../lib/sendContactMessage';
import { paths } from '../routes/paths';
import { contentFor } from '.';
import { formServices } from './services/manifest';
import { site } from './site';

/** Where the contact function's copy of the form's words lives (it deploys on its own). */
export const contactPageCopyPath = 'supabase/functions/_shared/contactPage.generated.ts';

/** A locale's path prefix on the site: none for English, `/fr` once French is published, none before. */
export const prefixOf = (locale: ContentLocale): string =>
  locale !== defaultLocale && (locales as readonly string[]).includes(locale) ? `/${locale}` : '';

/** The form's words in one locale, as the function's page draws them. */
function localeCopy(locale: ContentLocale) {
  const { contact, serviceOptions } = contentFor(locale);
  const { form } = contact;
  return {
    lang: locale,
    /** The page's `<html lang>`, as the site's pages say it ("pt-PT"). */
    htmlLang: (localeInfo as Partial<Record<ContentLocale, { htmlLang: string }>>)[locale]?.htmlLang ?? locale,
    intl: (localeInfo as Partial<Record<ContentLocale, { intl: string }>>)[locale]?.intl ?? locale,
    prefix: prefixOf(locale),
    form: {
      heading: form.heading,
      requiredNote: form.requiredNote,
      requiredMark: form.requiredMark,
      fields: form.fields,
      servicePlaceholder: form.servicePlaceholder,
      services: formServices.map((service) => ({ value: service.id, label: serviceOptions[service.id] })),
      honeypotLabel: form.honeypotLabel,
      privacyNotice: form.privacyNotice,
      privacyLink: form.privacyLink,
      submit: form.submit,
      fieldErrors: form.fieldErrors,
      toasts: { validation: form.toasts.validation, invalidEmail: form.toasts.invalidEmail },
    },
    notSent: contact.notSent,
  };
}

/**
 * The contact function's copy of what its page for a form posted without script shows: the
 * form's words, service options and messages in every locale (src/content/<locale>/contact.ts),
 * the company's identity, the site's paths and the colours of the theme. Written by
 * `npm run generate:functions`; a unit test fails when the checked-in file differs.
 */
export function renderContactPageCopy(): string {
  const copy = {
    locales: Object.fromEntries(contentLocales.map((locale) => [locale, localeCopy(locale)])),
    defaultLocale,
    /** The published locales: the only ones a message may be stored with (the function refuses others). */
    published: locales,
    /** The form's fields in its order, and the hidden field naming the page's locale. */
    fields: contactFieldNames,
    localeField: contactLocaleField,
    site: { name: site.name, shortName: site.shortName, email: site.email, phone: site.phone, phoneHref: site.phoneHref },
    paths: { home: paths.home, contact: paths.contact, sent: paths.contactSent, privacy: paths.privacy },
    style: {
      font: fontFamily.body,
      text: color.text.primary,
      secondary: color.text.secondary,
      danger: color.text.danger,
      dangerSurface: color.surface.danger,
      dangerBorder: color.action.danger,
      subtle: color.surface.subtle,
      border: color.border.strong,
      brand: color.surface.brand,
      inverse: color.text.inverse,
      link: color.text.brand,
      action: color.action.primary,
      actionHover: color.action.primaryHover,
      actionText: color.action.primaryText,
      focus: color.focus,
      focusInner: color.focusInner,
      radius: radii.md,
    },
  };
  return `// Generated from src/content/*/contact.ts, src/content/site.ts and tokens/ by \`npm run generate:functions\`. Do not edit.
// The contact function deploys on its own, so it carries this copy of what its page for a form
// posted without script shows, in every locale.

export const CONTACT_PAGE = ${JSON.stringify(copy, null, 2)} as const;
`;
}
