import type { ServiceId } from '../services/manifest';
import { site } from '../site';
import type { ContactContent } from '../types';

/** The spec's eleven service options, by service id (their order is the manifest's `form`). */
export const serviceOptionLabels: Record<ServiceId, string> = {
  malariaDrugs: 'Malaria Drug Sales',
  trademark: 'Trademark Registration',
  aripo: 'ARIPO Services',
  madrid: 'Madrid Protocol',
  waho: 'WAHO Compliance',
  nafdac: 'NAFDAC Registration',
  ghanaFda: 'Ghana FDA Services',
  who: 'WHO Prequalification',
  ama: 'African Medicines Harmonization',
  ecowas: 'ECOWAS Services',
  regulatory: 'Regulatory Consulting',
};

export const contact: ContactContent = {
  meta: {
    title: `Contact Us | ${site.shortName}`,
    description: `Contact ${site.shortName} in Accra about antimalarial supply, trademark registration or regulatory compliance. We reply to every enquiry within 24 hours.`,
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    lead: 'Tell us about your medicines supply, trademark or regulatory needs. A specialist will reply within 24 hours on working days.',
  },
  info: {
    heading: 'How to reach us',
    items: [
      { icon: 'mail', title: 'Email', value: site.email, href: `mailto:${site.email}`, note: 'We reply within 24 hours' },
      { icon: 'phone', title: 'Phone', value: site.phone, href: site.phoneHref, note: 'Speak to our team directly' },
      { icon: 'mapPin', title: 'Location', value: site.location, note: 'Serving 12 African countries' },
      { icon: 'clock', title: 'Business Hours', value: site.businessHours, note: 'Emergency line open 24/7' },
    ],
  },
  form: {
    heading: 'Send us a Message',
    intro: 'Share a few details and the right specialist will get back to you.',
    requiredNote: 'Fields marked * are required.',
    requiredMark: '*',
    fields: {
      firstName: { label: 'First Name' },
      lastName: { label: 'Last Name' },
      email: { label: 'Email Address', placeholder: 'name@organization.org' },
      phone: { label: 'Phone Number', placeholder: '+233 XX XXX XXXX' },
      organization: { label: 'Organization', placeholder: 'Ministry, institution or company' },
      service: { label: 'Service of Interest' },
      message: { label: 'Message', placeholder: 'Tell us about your requirements, products and timelines.' },
    },
    servicePlaceholder: 'Select a service',
    honeypotLabel: 'Website (leave this field empty)',
    submit: 'Send Message',
    sending: 'Sending...',
    fieldErrors: {
      firstName: 'Enter your first name.',
      email: 'Enter your email address.',
      emailInvalid: 'Enter a valid email address, including the @ sign.',
      message: 'Enter your message.',
    },
    toasts: {
      validation: {
        title: 'Validation Error',
        description: 'Please fill in all required fields (Name, Email, and Message).',
      },
      invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
      success: {
        title: 'Message Sent Successfully!',
        description: "Thank you {name}! We'll get back to you within 24 hours regarding your {service}.",
      },
      noService: 'inquiry',
      failure: {
        title: 'Error Sending Message',
        description: `There was a problem sending your message: {reason}. Please try again or contact us directly at ${site.email}`,
      },
      unknownReason: 'Unknown error occurred',
    },
  },
  why: {
    heading: `Why Choose ${site.shortName}?`,
    items: [
      {
        icon: 'award',
        title: 'Proven Track Record',
        description: 'More than 500 government contracts delivered since 2009, with 95% of orders on time.',
      },
      {
        icon: 'fileCheck',
        title: 'Regulatory Expertise',
        description: 'Specialists in WAHO, NAFDAC, Ghana FDA, WHO prequalification, ARIPO and Madrid procedures.',
      },
      {
        icon: 'shieldCheck',
        title: 'Quality Assurance',
        description: 'WHO-approved medicines only, with cold chain control and documented quality testing.',
      },
      {
        icon: 'globe',
        title: 'Pan-African Network',
        description: 'Partners and authorities we know well in 12 African countries, from Accra to Abuja.',
      },
    ],
  },
  emergency: {
    heading: 'Emergency Support',
    text: 'Urgent supply or regulatory matter outside business hours? Our emergency line is staffed around the clock.',
    availability: 'Available 24/7',
    phone: site.phone,
    href: site.phoneHref,
    callLabel: `Call ${site.phone} (24/7)`,
  },
};
