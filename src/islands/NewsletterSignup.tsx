export { NewsletterSignup as default } from '../components/NewsletterForm/NewsletterForm';
