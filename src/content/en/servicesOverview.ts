import { site } from '../site';
import type { ServicesOverviewContent } from '../types';

export const servicesOverview: ServicesOverviewContent = {
  meta: {
    title: `Our Services | ${site.shortName}`,
    description:
      'Antimalarial medicine supply, trademark registration and regulatory compliance with WAHO, NAFDAC, Ghana FDA, WHO, AMA and ECOWAS, from one team in Accra.',
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Medicines, trademarks and regulatory compliance',
    lead: `${site.shortName} supports governments, health institutions, manufacturers and brand owners with the supply of quality medicines and the registrations and approvals that allow them to reach patients.`,
    actions: [{ label: 'Get Quote', href: '/contact', variant: 'primary' }],
  },
  core: {
    heading: 'Core services',
    intro: 'The two areas on which our practice was built.',
  },
  regulatory: {
    heading: 'Regulatory compliance',
    intro: 'We prepare, submit and follow up registrations and compliance work with the national, regional and international bodies that govern medicines in Africa.',
  },
  serviceCards: {
    malariaDrugs: {
      title: 'Malaria Drug Sales',
      description:
        'Supply of antimalarial medicines that are WHO-prequalified or approved by a stringent regulatory authority to ministries of health, national malaria programmes, NGOs and health facilities, for single orders, bulk purchases and multi-year government contracts.',
      icon: 'pill',
      features: [
        'Artemisinin-based combination therapies (ACTs)',
        'Severe malaria injectables, including injectable artesunate',
        'Medicines for preventive treatment in pregnancy and seasonal malaria chemoprevention',
        'Paediatric formulations, including dispersible tablets',
        'Bulk supply and government tender contracts',
        'Temperature-controlled storage and documented distribution',
      ],
    },
    trademark: {
      title: 'Trademark Registration',
      description:
        'Protection of pharmaceutical and consumer brands in Africa and beyond, from clearance searches to registration, renewal and enforcement.',
      icon: 'stamp',
      features: [
        'Trademark clearance searches before filing',
        'National trademark filings in Ghana and other African countries',
        'Regional filings through ARIPO',
        'International registration under the Madrid Protocol',
        'Oppositions, renewals and recordals of changes',
        'Portfolio monitoring and watch services',
      ],
    },
    waho: {
      title: 'WAHO',
      description:
        'Support with the West African Health Organisation, the ECOWAS health agency based in Bobo-Dioulasso that coordinates regional medicines regulatory harmonisation.',
      icon: 'network',
    },
    nafdac: {
      title: 'NAFDAC',
      description:
        "Product registration and compliance with Nigeria's National Agency for Food and Drug Administration and Control, from dossier preparation to approval.",
      icon: 'fileCheck',
    },
    ghanaFda: {
      title: 'Ghana FDA',
      description:
        "Registration, licensing and compliance with Ghana's Food and Drugs Authority under the Public Health Act, 2012 (Act 851).",
      icon: 'shieldCheck',
    },
    who: {
      title: 'WHO',
      description:
        'Guidance through WHO prequalification of medicines, the quality standard relied on by international procurement agencies and donors.',
      icon: 'badgeCheck',
    },
    ama: {
      title: 'AMA',
      description:
        'Preparation for the African Medicines Agency, the African Union body established to strengthen and harmonise medicines regulation across the continent.',
      icon: 'globe',
    },
    ecowas: {
      title: 'ECOWAS',
      description:
        'Regulatory and market access support across the Economic Community of West African States, founded in 1975 to promote regional integration.',
      icon: 'landmark',
    },
  },
  learnMore: 'Learn more',
  additional: {
    heading: 'Additional services',
    intro: 'Specialist support that complements our supply, trademark and registration work.',
    items: [
      {
        title: 'Pharmaceutical Consulting',
        description:
          'Market entry, product portfolio and regulatory strategy advice for manufacturers and distributors entering or expanding in West Africa.',
        icon: 'briefcase',
      },
      {
        title: 'Regulatory Compliance Auditing',
        description:
          'Independent review of licences, registrations, labelling and procedures against current regulatory requirements, with a clear plan to close any gaps.',
        icon: 'search',
      },
      {
        title: 'Government Tender Preparation',
        description:
          'Preparation of complete, compliant bids for public procurement of medicines, from eligibility documents to technical and financial proposals.',
        icon: 'clipboard',
      },
      {
        title: 'Quality Assurance Documentation',
        description:
          'Preparation and review of quality documentation, including standard operating procedures, product specifications and batch records.',
        icon: 'fileText',
      },
      {
        title: 'Supply Chain Optimization',
        description:
          'Assessment of storage, transport and distribution practices to reduce stock-outs, losses and delays while preserving product quality.',
        icon: 'truck',
      },
      {
        title: 'Regulatory Training Programs',
        description:
          'Practical training for regulatory, quality and procurement teams on dossier preparation, good distribution practice and current regional requirements.',
        icon: 'graduationCap',
      },
    ],
  },
  cta: {
    heading: 'Request a quote',
    text: 'Tell us what you need, whether a medicine supply, a registration or a trademark filing, and our team will respond within 24 hours.',
    actions: [{ label: 'Get Quote', href: '/contact', variant: 'primary' }],
  },
};
