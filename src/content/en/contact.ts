import type { ServiceId } from '../services/manifest';
import { site } from '../site';
import type { ContactContent, ContactInfoItem } from '../types';
import { office } from './office';

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

const emailItem: ContactInfoItem = { icon: 'mail', title: 'Email', value: site.email, href: `mailto:${site.email}`, note: 'We reply within 24 hours' };
const phoneItem: ContactInfoItem = { icon: 'phone', title: 'Phone', value: site.phone, href: site.phoneHref, note: 'Speak to our team directly' };

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
      emailItem,
      phoneItem,
      { icon: 'mapPin', title: 'Location', value: office.location, note: 'Serving 12 African countries' },
      { icon: 'clock', title: 'Business Hours', value: office.hours, note: 'Emergency line open 24/7' },
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
    privacyNotice: 'We use your details only to answer you. See our {link}.',
    privacyLink: 'Privacy Policy',
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
        description: 'Only medicines that are WHO-prequalified or approved by a stringent regulatory authority, with cold chain control and documented quality testing.',
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
  sent: {
    meta: {
      title: `Message Sent | ${site.shortName}`,
      description: `Your message has reached ${site.shortName} in Accra. A specialist will reply within 24 hours on working days; here is what happens next.`,
    },
    hero: {
      eyebrow: 'Message sent',
      title: 'Thank you for your message',
      lead: 'It has reached our team in Accra. A specialist will reply by email within 24 hours on working days.',
      actions: [
        { label: 'Return to Home', href: '/', variant: 'primary' },
        { label: 'Explore Our Services', href: '/services', variant: 'outline' },
      ],
    },
    next: {
      heading: 'What happens next',
      steps: [
        { title: 'We read your message', description: 'Our team in Accra passes it to the specialist for the service you asked about.' },
        { title: 'A specialist replies', description: 'You hear from us by email within 24 hours on working days, with answers or the questions we need to ask.' },
        { title: 'We agree the next steps', description: 'Together we set out the documents, timelines and costs for your supply, registration or compliance work.' },
      ],
    },
    reach: {
      heading: 'Need to add something?',
      intro: 'Write or call us and mention the message you have just sent. Our emergency line is open 24/7.',
      items: [emailItem, phoneItem],
    },
  },
  notSent: {
    invalid: {
      heading: 'Your message has not been sent yet',
      text: 'Please correct the points below and send it again. Everything you wrote is kept in the form.',
    },
    check: { title: 'Please check your message', description: 'Some details need correcting before we can send it.' },
    problems: {
      tooLong: '{label}: at most {max} characters, please shorten it.',
      characters: '{label}: remove the line breaks or special characters it contains.',
      email: 'Enter a valid email address, such as name@organization.org.',
      phone: 'Enter a valid phone number (digits, spaces and + ( ) - . only).',
      service: 'Choose a service from the list.',
    },
    rateLimited: {
      heading: 'Please wait before sending again',
      reasons: {
        client: 'We have received several messages from your network in a short time.',
        email: 'We have received several messages from this email address in a short time.',
        message: 'This message has already been sent several times.',
        flood: 'We are receiving an unusual number of messages.',
      },
      text: 'Please send it again in {wait}. Your message is kept in the form below.',
    },
    unavailable: {
      heading: 'Your message could not be sent',
      text: 'Something went wrong on our side. Your message is kept in the form below: please send it again in a few minutes.',
    },
    tooLarge: {
      heading: 'Your message is too long to send',
      text: 'Go back to the form (your browser keeps what you wrote), shorten the message to {max} characters or fewer, and send it again.',
    },
    contactInstead: 'You can also email us at {email} or call us on {phone}.',
    homeLink: 'Return to Home',
  },
  sendErrors: {
    invalid: 'a field needs correcting (see the message under it)',
    refused: 'our server could not accept the form as it was sent',
    tooLarge: 'the message is too long to send, please shorten it',
    unavailable: 'something went wrong on our side',
    network: 'our server could not be reached, please check your connection',
    rateLimited: {
      reasons: {
        client: 'several messages have come from your network in a short time',
        email: 'several messages have come from this email address in a short time',
        message: 'this message has already been sent several times',
        flood: 'we are receiving an unusual number of messages',
      },
      retryIn: '{reason}; please send it again in {wait}',
      retryLater: '{reason}; please send it again later',
    },
  },
};
