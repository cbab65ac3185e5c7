import { ContactForm } from '../components/ContactForm';
import type { ContactFormContent } from '../components/ContactForm';
import { formServices } from '../content/services/manifest';
import type { SiteContent } from '../content/types';
import { loadBackendClient, sendContactMessage } from '../lib/sendContactMessage';

/** The form's words in a locale, with its service options: the manifest's order, the id submitted, the name shown. */
export const contactFormContent = ({ contact, serviceOptions }: SiteContent): ContactFormContent => ({
  ...contact.form,
  services: formServices.map((service) => ({ value: service.id, label: serviceOptions[service.id] })),
});

// Warm up supabase-js when the visitor starts on the form; a failure here surfaces on send.
const prepareSend = () => {
  loadBackendClient().catch(() => undefined);
};

/** The site's contact form: the page's words, sending to the send-contact-email function. */
export function SiteContactForm({ content }: { content: ContactFormContent }) {
  return <ContactForm content={content} send={sendContactMessage} prepare={prepareSend} />;
}
