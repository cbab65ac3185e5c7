import { site } from '../site';
import type { FaqGroup, FaqPageContent } from '../types';
import { office } from './office';

export const faqPage: FaqPageContent = {
  meta: {
    title: `Frequently Asked Questions | ${site.shortName}`,
    description:
      'Answers on malaria medicine supply, trademark registration, regulatory compliance, pricing and contracts from our regulatory team in Accra, Ghana.',
  },
  hero: {
    title: 'Frequently Asked Questions',
    lead: 'Answers to the questions we hear most often about our services, timelines and terms. If your question is not covered here, our team will reply within 24 hours.',
  },
  contact: {
    heading: 'Still have questions?',
    text: `Our specialists are available ${office.hours}, and our emergency line is open 24/7 for urgent supply and product safety matters.`,
    actions: [
      { label: 'Contact Support', href: '/contact', variant: 'primary' },
      { label: 'Schedule a Consultation', href: '/contact', variant: 'outline' },
    ],
  },
  callLabel: 'Call Us',
  emailLabel: 'Email Us',
};

/** Five categories, three questions each, in the order the page shows them. */
export const faqGroups: FaqGroup[] = [
  {
    category: 'General Services',
    items: [
      {
        question: `What services does ${site.shortName} provide?`,
        answer:
          'We supply WHO-prequalified antimalarial medicines to governments, NGOs and healthcare institutions, register trademarks through national, ARIPO and Madrid Protocol routes, and provide regulatory compliance consulting for the Ghana FDA, NAFDAC, WAHO, the African Medicines Agency and WHO prequalification. We also offer quality assurance documentation, government tender preparation, supply chain support and regulatory training.',
      },
      {
        question: 'Which countries do you operate in?',
        answer:
          'We are based in Accra, Ghana, and operate in 12 African countries through our own team and a network of regulatory and legal partners. Through WAHO procedures, our regional work covers the fifteen countries of the WAHO region: the twelve ECOWAS member states, and Burkina Faso, Mali and Niger, which left ECOWAS on 29 January 2025. Our trademark services reach ARIPO member states and, through the Madrid Protocol, more than 120 countries worldwide.',
      },
      {
        question: 'How quickly will I receive a response?',
        answer: `We respond to every enquiry and quote request within 24 hours. Our office is open ${office.hours} (GMT). For urgent supply or product safety matters outside those hours, our emergency line on ${site.phone} is answered 24/7. You can also write to ${site.email} or use the contact form, and a specialist for your service area will reply.`,
      },
    ],
  },
  {
    category: 'Malaria Drug Sales',
    items: [
      {
        question: 'Which antimalarial medicines do you supply?',
        answer:
          'We supply artemisinin-based combination therapies such as artemether-lumefantrine, artesunate-amodiaquine and dihydroartemisinin-piperaquine; injectable and rectal artesunate for severe malaria; sulfadoxine-pyrimethamine and amodiaquine for chemoprevention; and paediatric dispersible formulations. Every product is WHO-prequalified or approved by a stringent regulatory authority, and registered in the destination country. The full list is in our malaria medicines catalogue.',
      },
      {
        question: 'How do you guarantee the quality of your medicines?',
        answer:
          'Quality is controlled at every step. We source only WHO-prequalified or stringently approved products from qualified manufacturers, check each batch\'s certificate of analysis before release, send samples for independent testing, and store and transport stock under Good Distribution Practice with continuous temperature monitoring. Batch numbers are recorded throughout, so any batch can be traced and, if necessary, recalled quickly.',
      },
      {
        question: 'Do you supply large government and NGO orders?',
        answer:
          'Yes. Bulk supply to ministries of health, national malaria programmes, NGOs and donor-funded projects is the core of our business. We have delivered more than 500 government contracts since 2009, with 95% of deliveries on time. We respond to public tenders, work within framework agreements and can hold buffer stock in Accra for seasonal demand. Quotes are provided within 24 hours.',
      },
    ],
  },
  {
    category: 'Trademark Registration',
    items: [
      {
        question: 'How long does trademark registration take?',
        answer:
          'It depends on the route and on whether objections arise. National registrations typically take 6-12 months, international registrations through the Madrid Protocol 8-15 months, and regional ARIPO applications 12-18 months. A clearance search before filing, which we recommend in every case, takes about two weeks and reduces the risk of refusals that would extend these timelines.',
      },
      {
        question: 'Should I file through ARIPO, the Madrid Protocol or nationally?',
        answer:
          'It depends on your markets. ARIPO covers the Banjul Protocol member states with one regional application. The Madrid Protocol reaches more than 120 countries, including the seventeen OAPI states through one designation, but needs a base mark at home. Some markets need national filings: Nigeria belongs to neither system, and Ghana, although an ARIPO member, does not take ARIPO trademark designations. We usually recommend a combination.',
      },
      {
        question: 'What do you need from me to start an application?',
        answer:
          'We need a clear representation of the mark (word, logo or both), the applicant\'s full name and address, the goods or services to be covered, usually Class 5 for pharmaceuticals, and details of any earlier filing if you wish to claim priority. Most offices also require a power of attorney; we prepare it for signature and advise where notarisation or legalisation is needed.',
      },
    ],
  },
  {
    category: 'Regulatory Compliance',
    items: [
      {
        question: 'Which regulatory authorities do you work with?',
        answer:
          'We prepare and manage submissions to national regulators, including the Ghana Food and Drugs Authority and NAFDAC in Nigeria, and to regional and international procedures: WAHO and the ECOWAS harmonisation programme, the African Medicines Agency and continental harmonisation, and WHO prequalification. In all, we work with more than 50 regulatory bodies and maintain a 98% success rate on submissions.',
      },
      {
        question: 'How long does product registration take?',
        answer:
          'It varies by authority and product. The Ghana FDA\'s average processing time is about 60 days once a complete dossier has been accepted, regional WAHO procedures typically take 6-8 months, and AMA harmonisation reviews 6-12 months. Most delays come from incomplete dossiers or slow answers to queries, so we check every dossier against the authority\'s requirements before it is submitted.',
      },
      {
        question: 'Do you help after a product has been approved?',
        answer:
          'Yes. A marketing authorisation carries ongoing obligations, and we manage them: variations when a manufacturing site, formulation or label changes, renewals before expiry, pharmacovigilance reporting and periodic safety updates, preparation for GMP inspections, and import permits for each consignment. We keep a deadline calendar for every product we manage, so renewals and reports are never missed.',
      },
    ],
  },
  {
    category: 'Pricing & Contracts',
    items: [
      {
        question: 'How are your services priced?',
        answer:
          'Regulatory and trademark work is usually quoted as a fixed professional fee per filing or project; the official fees of regulators and intellectual property offices are passed on at cost and listed separately. Ongoing compliance can be covered by an annual retainer. Medicine supply is priced per order or contract, normally on a delivered basis. Every quote states exactly what is included.',
      },
      {
        question: 'How do I request a quote?',
        answer: `Use the contact form, write to ${site.email} or call ${site.phone}, and tell us the service you need, the products or marks concerned and the countries you are targeting. We reply within 24 hours with a quote or a short list of questions. For tenders, please include the tender reference and closing date so that we can prioritise your request.`,
      },
      {
        question: 'What are your payment and contract terms?',
        answer:
          'Terms are agreed in each contract. For regulatory and trademark projects we usually invoice in stages, for example on instruction, on filing and on approval, with official fees payable in advance. Supply contracts follow the client\'s procurement rules, including tender securities and performance guarantees where required. We invoice in Ghana cedis, US dollars or euros, payable by bank transfer.',
      },
    ],
  },
];
