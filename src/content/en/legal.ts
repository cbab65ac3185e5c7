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
  lastUpdated: '2026-11-01',
  intro: `${site.name} ("${site.shortName}", "we", "us") respects your privacy. This policy explains what personal information we collect through this website, how we use and protect it, and the rights you have under Ghana's Data Protection Act, 2012 (Act 843).`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'This website does not require an account. We collect personal information only when you choose to send it to us through the contact form or by e-mail or telephone.',
        'When you use the contact form, we collect the details you enter: your first and last name, e-mail address, phone number, organisation, the service you are interested in and your message. Name, e-mail address and message are required; the other fields are optional.',
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
        'send you information about our services, where you have agreed to receive it',
        'operate, secure and improve this website',
        'comply with our legal and regulatory obligations',
      ],
    },
    {
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell or rent your personal information.',
        'We share personal information only with service providers that host this website, store messages and deliver e-mail on our behalf, under contracts that require them to protect it and use it only on our instructions. Some of these providers may process data outside Ghana; where they do, we take steps to ensure your information receives a level of protection consistent with Act 843.',
        'We may also disclose personal information where the law requires it, to protect our legal rights, or, with your agreement, to partners such as manufacturers where this is needed to fulfil your request.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Information sent through this website travels over an encrypted connection. Contact form messages are stored in a secure database, with access restricted to authorised staff, before they are forwarded to our team by e-mail.',
        'We keep personal information only for as long as needed for the purposes described in this policy, including any legal, accounting or regulatory requirements, and then delete it securely.',
        'No method of transmission or storage is completely secure, but we review our safeguards regularly to protect your information against loss, misuse and unauthorised access.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        "Under the Data Protection Act, 2012 (Act 843), you have the rights listed below. To exercise any of them, contact us using the details in the Contact Information section. If you are not satisfied with our response, you may complain to Ghana's Data Protection Commission.",
      ],
      items: [
        'Access: ask for a copy of the personal information we hold about you',
        'Correction: ask us to correct information that is inaccurate or incomplete',
        'Deletion: ask us to delete your personal information',
        'Opting out of marketing communications: stop receiving information about our services at any time',
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
  lastUpdated: '2026-11-01',
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
        'Our Privacy Policy explains how we collect, use and protect personal information sent through this website, including the contact form, and forms part of these terms.',
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
