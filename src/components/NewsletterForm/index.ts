export { NewsletterForm, NewsletterSignup, NewsletterSignupIsland, type NewsletterFormProps } from './NewsletterForm';
