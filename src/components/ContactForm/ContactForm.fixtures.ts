import type { ContactMessage } from '../../lib/sendContactMessage';

/** A complete message as a visitor would type it; shared by the unit and browser tests. */
export const sampleMessage: Omit<ContactMessage, 'website'> = {
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@health.gov.gh',
  phone: '+233 24 000 0000',
  organization: 'Ministry of Health',
  service: 'who',
  message: 'We would like a quote for artemether-lumefantrine.',
};
