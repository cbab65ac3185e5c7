export { NewsletterForm, type NewsletterFormProps, type NewsletterLabels } from './NewsletterForm';
