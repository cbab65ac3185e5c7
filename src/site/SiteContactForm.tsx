import { ContactForm } from '../components/ContactForm';
import type { ContactFormContent } from '../components/ContactForm';
import { formServices } from '../content/services/manifest';
import type { SiteContent } from '../content/types';
import { functionUrl } from '../lib/functionsBackend';
import { CONTACT_FUNCTION, contactLocaleField, loadBackendClient, sendContactMessage } from '../lib/sendContactMessage';

/** The form's words in a locale, with its service options: the manifest's order, the id submitted, the name shown. */
export const contactFormContent = ({ contact, serviceOptions }: SiteContent): ContactFormContent => ({
  ...contact.form,
  services: formServices.map((service) => ({ value: service.id, label: serviceOptions[service.id] })),
});

// Warm up supabase-js when the visitor starts on the form; a failure here surfaces on send.
const prepareSend = () => {
  loadBackendClient().catch(() => undefined);
};

export interface SiteContactFormProps {
  content: ContactFormContent;
  /** The page's locale: a message posted without script is answered in it. */
  locale: string;
}

/**
 * The site's contact form: the page's words, sending to the send-contact-email function, with
 * script through supabase-js, without script as a native form post to the same function
 * (which redirects to the confirmation page, or answers with the form to correct).
 */
export function SiteContactForm({ content, locale }: SiteContactFormProps) {
  return (
    <ContactForm
      content={content}
      send={sendContactMessage}
      prepare={prepareSend}
      action={functionUrl(CONTACT_FUNCTION)}
      hiddenFields={{ [contactLocaleField]: locale }}
    />
  );
}
