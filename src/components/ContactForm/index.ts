export { ContactForm, SiteContactForm, SiteContactFormIsland, type ContactFormProps } from './ContactForm';
