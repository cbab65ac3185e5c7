import { site } from '../site';
import type { LegalContent } from '../types';
import { office } from './office';

const contactItems = [`Email: ${site.email}`, `Phone: ${site.phone}`, `Location: ${office.location}`];

export const privacy: LegalContent = {
  meta: {
    title: `Privacy Policy | ${site.shortName}`,
    description: `How ${site.shortName} collects, uses, shares and protects personal information sent through this website, and your rights under Ghana's Act 843.`,
  },
  title: 'Privacy Policy',
  lastUpdated: '2026-11-26',
  intro: `${site.name} ("${site.shortName}", "we", "us") respects your privacy. This policy explains what personal information we collect through this website, how we use and protect it, and the rights you have under Ghana's Data Protection Act, 2012 (Act 843).`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'This website does not require an account. We collect personal information only when you choose to send it to us: through the contact form, by subscribing to our newsletter, or by e-mail or telephone.',
        'When you use the contact form, we collect the details you enter: your first and last name, e-mail address, phone number, organisation, the service you are interested in and your message, with the language of the page. First name, e-mail address and message are required; the other fields are optional.',
        'When you subscribe to the newsletter, we first send you an e-mail asking you to confirm; you are subscribed only once you open its link. As a record of your consent, we keep your e-mail address, your language, the version of the consent wording you agreed to, the page you subscribed on, and the dates you were asked, confirmed and unsubscribed.',
        'We never store your network (IP) address. To limit repeated sending, and only for that, the forms use a keyed hash (HMAC) of it.',
        'When you visit the website, our hosting provider may record technical information, such as your IP address, browser type and the pages requested, in server logs used to operate and secure the website.',
        'Please do not include patient health information or other sensitive personal data in messages sent through the website.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use the information you provide to:'],
      items: [
        'respond to your enquiry and prepare quotations',
        'provide the services you request and manage our relationship with you',
        'keep a record of our correspondence',
        'send you our newsletter, if you have subscribed and confirmed your subscription',
        'operate, secure and improve this website, including limiting repeated sending through its forms',
        'comply with our legal and regulatory obligations',
      ],
    },
    {
      heading: 'Legal Basis',
      paragraphs: [
        'We answer your enquiries and keep a record of them because you asked us to, and in our legitimate interest in managing our correspondence and business relationships.',
        'We send the newsletter only with your consent, given when you confirm your subscription, as Act 843 and the Electronic Transactions Act, 2008 (Act 772) require for electronic marketing. You can withdraw it at any time with the unsubscribe link in every newsletter e-mail.',
      ],
    },
    {
      heading: 'Who Processes Your Information',
      paragraphs: [
        'These service providers process personal information on our behalf, under contracts that require them to protect it and use it only on our instructions. Some of them process it outside Ghana; where they do, we take steps to ensure it receives a level of protection consistent with Act 843.',
      ],
      items: [
        'Supabase: the database that stores messages and newsletter subscriptions, and the server functions that receive the forms',
        'Resend: the delivery of our e-mails, including the messages forwarded to our team and the newsletter',
        'the provider that hosts this website',
      ],
    },
    {
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell or rent your personal information.',
        'We may also disclose personal information where the law requires it, to protect our legal rights, or, with your agreement, to partners such as manufacturers where this is needed to fulfil your request.',
      ],
    },
    {
      heading: 'How Long We Keep Your Information',
      paragraphs: ['We keep personal information for these periods, then delete it:'],
      items: [
        'Contact form messages: 24 months',
        'Messages identified as spam: 30 days',
        'The keyed hash of your network address: at most 24 hours, and removed from a stored message within an hour',
        'Newsletter sign-ups that are not confirmed: 7 days',
        'Newsletter subscriptions: until you unsubscribe; the record of your consent and of its withdrawal is then kept for 12 months as proof',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Information sent through this website travels over an encrypted connection. Contact form messages are stored in a secure database, with access restricted to authorised staff, before they are forwarded to our team by e-mail.',
        'No method of transmission or storage is completely secure, but we review our safeguards regularly to protect your information against loss, misuse and unauthorised access.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        `Under the Data Protection Act, 2012 (Act 843) and the ECOWAS Supplementary Act A/SA.1/01/10 on Personal Data Protection, you have the rights listed below. To exercise any of them, e-mail us at ${site.email}; we answer within the time the law sets. If you are not satisfied with our answer, you may complain to Ghana's Data Protection Commission.`,
      ],
      items: [
        'Access: ask for a copy of the personal information we hold about you',
        'Correction: ask us to correct information that is inaccurate or incomplete',
        'Deletion: ask us to delete your personal information',
        'Objection: object to our use of your personal information, including for marketing',
        'Withdrawal of consent: unsubscribe from the newsletter at any time, with the link in every newsletter e-mail',
      ],
    },
    {
      heading: 'Contact Information',
      paragraphs: [`For questions about this policy or your personal information, please contact ${site.name}:`],
      items: contactItems,
    },
  ],
};

export const terms: LegalContent = {
  meta: {
    title: `Terms of Service | ${site.shortName}`,
    description: `The terms that govern your use of the ${site.shortName} website, its content and information, including intellectual property, liability and Ghanaian law.`,
  },
  title: 'Terms of Service',
  lastUpdated: '2026-11-26',
  intro: `These terms govern your use of the website of ${site.name} ("${site.shortName}", "we", "us"). Please read them carefully.`,
  sections: [
    {
      heading: 'Acceptance',
      paragraphs: [
        'By accessing or using this website, you agree to these terms. If you do not agree, please do not use the website.',
      ],
    },
    {
      heading: 'Services Description',
      paragraphs: [
        `This website provides information about the services of ${site.shortName}, including the supply of antimalarial medicines, trademark registration, regulatory compliance consulting, quality assurance and government relations, and allows you to contact us.`,
        'The information on this website is general in nature. It is not medical, legal or regulatory advice and does not constitute an offer to supply. Any supply or service is subject to a separate written agreement, and regulatory requirements may change; please confirm current requirements with us or the relevant authority before acting.',
      ],
    },
    {
      heading: 'User Responsibilities',
      paragraphs: ['When using this website, you agree to:'],
      items: [
        'provide accurate and complete information when you contact us',
        'use the website only for lawful purposes',
        'not attempt to gain unauthorised access to the website or the systems that support it',
        'not interfere with the operation or security of the website',
        'not send unsolicited, misleading or harmful content through the contact form',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `The content of this website, including its text, graphics, logos, illustrations and downloadable documents, belongs to ${site.name} or its licensors and is protected by intellectual property law.`,
        'You may view, download and print content for your own non-commercial use. Any other reproduction, distribution or modification requires our prior written consent. Third-party names and trademarks mentioned on this website belong to their respective owners.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'We take care to keep the information on this website accurate and up to date, but we do not warrant that it is complete, current or free of errors, or that the website will be available without interruption.',
        `To the fullest extent permitted by law, ${site.shortName} is not liable for any loss or damage arising from the use of, or reliance on, this website or its content, or from websites of third parties to which it links.`,
      ],
    },
    {
      heading: 'Privacy Policy',
      paragraphs: [
        'Our Privacy Policy explains how we collect, use and protect personal information sent through this website, including the contact form and the newsletter, and forms part of these terms.',
      ],
    },
    {
      heading: 'Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. The revised terms take effect when published on this page, and the date of the latest revision is shown on this page. Your continued use of the website after a change means that you accept the revised terms.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Ghana. Any dispute arising from or relating to them or to the use of this website is subject to the exclusive jurisdiction of the courts of Accra, Ghana.',
      ],
    },
    {
      heading: 'Contact Information',
      paragraphs: [`For questions about these terms, please contact ${site.name}:`],
      items: contactItems,
    },
  ],
};
