import { ContactForm } from '../components/ContactForm';
import type { ContactFormContent } from '../components/ContactForm';
import { formServices } from '../content/services/manifest';
import type { SiteContent } from '../content/types';
import { type Locale, localeInfo } from '../i18n/locales';
import { functionUrl } from '../lib/functionsBackend';
import { paths } from '../routes/paths';
import {
  CONTACT_FUNCTION,
  type ContactSender,
  contactLocaleField,
  loadBackendClient,
  sendContactMessage,
} from '../lib/sendContactMessage';
import { type ContactFailureTexts, contactFailureText } from './contactFailureText';

/**
 * The form's words in a locale, with its service options (the manifest's order, the id
 * submitted, the name shown) and the privacy notice's path (the router adds the locale's prefix).
 */
export const contactFormContent = ({ contact, serviceOptions }: SiteContent): ContactFormContent => ({
  ...contact.form,
  services: formServices.map((service) => ({ value: service.id, label: serviceOptions[service.id] })),
  privacyHref: paths.privacy,
});

// Warm up supabase-js when the visitor starts on the form; a failure here surfaces on send.
const prepareSend = () => {
  loadBackendClient().catch(() => undefined);
};

export interface SiteContactFormProps {
  content: ContactFormContent;
  /** Why a message did not go, in the page's language (in the page, so they show even offline). */
  failures: ContactFailureTexts;
  /** The page's locale: sent and stored with the message, and a message posted without script is answered in it. */
  locale: Locale;
}

/**
 * The site's contact form: the page's words, sending to the send-contact-email function, with
 * script through supabase-js, without script as a native form post to the same function
 * (which redirects to the confirmation page, or answers with the form to correct). Both send
 * the page's locale. With script, the function's error codes become the page's words here.
 */
export function SiteContactForm({ content, failures, locale }: SiteContactFormProps) {
  const send: ContactSender = async (message) => {
    const outcome = await sendContactMessage({ ...message, [contactLocaleField]: locale });
    if (outcome.ok) return outcome;
    return contactFailureText(outcome.failure, { form: content, texts: failures, intl: localeInfo[locale].intl });
  };
  return (
    <ContactForm
      content={content}
      send={send}
      prepare={prepareSend}
      action={functionUrl(CONTACT_FUNCTION)}
      hiddenFields={{ [contactLocaleField]: locale }}
    />
  );
}
