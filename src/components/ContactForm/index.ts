export { ContactForm, type ContactFormContent, type ContactFormProps, type ToastText } from './ContactForm';
