export { SiteContactForm as default } from '../components/ContactForm/ContactForm';
