import { site } from '../site';
import type { DownloadableDocument, Guide, ResourcesPageContent, TrainingVideo, Webinar } from '../types';

export const resourcesPage: ResourcesPageContent = {
  meta: {
    title: `Resources & Downloads | ${site.shortName}`,
    description:
      'Free guides, checklists, training videos and webinars on WAHO, ARIPO, AMA and ECOWAS regulation, malaria treatment and public procurement in West Africa.',
  },
  hero: {
    eyebrow: 'Knowledge Centre',
    title: 'Resources & Downloads',
    lead: 'Practical guides, document templates, training videos and webinars prepared by our regulatory, legal and medical specialists, free to download and share.',
  },
  guides: {
    heading: 'Industry Reports & Guides',
    intro: 'In-depth guides to the regulatory, legal and procurement frameworks that govern pharmaceutical products in West Africa and across the continent.',
  },
  documents: {
    heading: 'Downloadable Documents',
    intro: 'Checklists, templates and reference documents to help you prepare submissions, import consignments and safety reports correctly the first time.',
  },
  videos: {
    heading: 'Educational Videos',
    intro: 'Short training sessions recorded by our specialists, each with a downloadable transcript.',
  },
  webinars: {
    heading: 'Webinars & Events',
    intro: 'Live sessions on current regulatory topics, with time for questions. Recordings of past events remain available.',
  },
  banner: {
    heading: 'Need Custom Resources?',
    text: 'We prepare tailored briefings, market assessments and in-house training for manufacturers, distributors, programmes and public agencies. Tell us what your team needs.',
    actions: [{ label: 'Request Custom Resources', href: '/contact', variant: 'primary' }],
  },
};

/** Six guides; each becomes a multi-page PDF under /resources/ named after its title. */
export const guides: Guide[] = [
  {
    title: 'WAHO Certification Guide 2024',
    fileSlug: 'waho-certification-guide-2024',
    description:
      'A step-by-step guide to regional procedures under the WAHO framework: eligibility, dossier requirements, timelines and how a regional outcome leads to national authorisation.',
    category: 'Regulatory',
    size: '2.1 MB',
    image: {
      src: '/assets/guides/waho-certification-guide-2024.svg',
      alt: 'Cover illustration of a regional certificate seal over a map of the countries of the ECOWAS region',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Malaria Treatment Guidelines',
    fileSlug: 'malaria-treatment-guidelines',
    description:
      'A summary of current WHO recommendations on malaria diagnosis, treatment and prevention, with practical notes for procurement and supply planning in West Africa.',
    category: 'Medical',
    size: '1.8 MB',
    image: {
      src: '/assets/guides/malaria-treatment-guidelines.svg',
      alt: 'Cover illustration of a blister pack of tablets, a rapid diagnostic test and an injection vial',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'ARIPO Trademark Handbook',
    fileSlug: 'aripo-trademark-handbook',
    description:
      'A practical handbook on protecting marks through ARIPO and the Banjul Protocol: history, coverage, filing requirements, examination, timelines and maintenance.',
    category: 'Legal',
    size: '3.2 MB',
    image: {
      src: '/assets/guides/aripo-trademark-handbook.svg',
      alt: 'Cover illustration of a registered trademark symbol on a book, with a map of ARIPO member states',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'Government Procurement Guide',
    fileSlug: 'government-procurement-guide',
    description:
      'How governments in West Africa buy medicines: legal frameworks, tender methods, document requirements, quality standards and practical advice for compliant bids.',
    category: 'Procurement',
    size: '1.5 MB',
    image: {
      src: '/assets/guides/government-procurement-guide.svg',
      alt: 'Cover illustration of a sealed tender envelope beside a government building',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'ECOWAS Trade Compliance Manual',
    fileSlug: 'ecowas-trade-compliance-manual',
    description:
      'A manual for moving pharmaceutical products across ECOWAS borders: trade liberalisation rules, the common external tariff, regulatory permits, documents and the AfCFTA.',
    category: 'Trade',
    size: '2.8 MB',
    image: {
      src: '/assets/guides/ecowas-trade-compliance-manual.svg',
      alt: 'Cover illustration of a cargo truck at a border post with a map of West Africa',
      width: 800,
      height: 450,
    },
  },
  {
    title: 'AMA Regulatory Harmonization Guide',
    fileSlug: 'ama-regulatory-harmonization-guide',
    description:
      'An overview of the African Medicines Agency and continental harmonisation: history, institutions, expected procedures and how manufacturers can prepare now.',
    category: 'Regulatory',
    size: '3.5 MB',
    image: {
      src: '/assets/guides/ama-regulatory-harmonization-guide.svg',
      alt: 'Cover illustration of a map of Africa with connected regulatory authorities around a central agency',
      width: 800,
      height: 450,
    },
  },
];

/** Practical documents; each becomes a short PDF under /resources/ named after its title. */
export const documents: DownloadableDocument[] = [
  {
    title: 'Product Registration Checklist',
    fileSlug: 'product-registration-checklist',
    description:
      'A checklist of the administrative and technical documents most West African regulators require for a new medicine registration.',
  },
  {
    title: 'CTD Dossier Structure Template',
    fileSlug: 'ctd-dossier-structure-template',
    description:
      'The five-module structure of the Common Technical Document, with notes on what each module contains and where West African requirements differ.',
  },
  {
    title: 'Import Permit Application Checklist',
    fileSlug: 'import-permit-application-checklist',
    description:
      'What to prepare before applying for a pharmaceutical import permit, and the documents each consignment needs at the port of entry.',
  },
  {
    title: 'Pharmacovigilance Reporting Form Guide',
    fileSlug: 'pharmacovigilance-reporting-form-guide',
    description:
      'How to complete an adverse drug reaction report: the minimum information, what to report, reporting timelines and how to submit.',
  },
  {
    title: 'Trademark Application Information Sheet',
    fileSlug: 'trademark-application-information-sheet',
    description:
      'The information we need to search and file a trademark application through national, ARIPO or Madrid Protocol routes.',
  },
  {
    title: 'Company Profile',
    fileSlug: 'company-profile',
    description: `An overview of ${site.name}: our services, track record, regional reach and how to work with us.`,
  },
];

/** Six training videos; the first two are published, the others are in production. */
export const videos: TrainingVideo[] = [
  {
    title: 'Introduction to WAHO and Regional Medicines Regulation',
    fileSlug: 'introduction-to-waho-and-regional-medicines-regulation',
    description:
      'How WAHO and the ECOWAS harmonisation programme work, and what regional procedures mean for manufacturers.',
    duration: '15:30',
    category: 'Regulatory',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Artemisinin-Based Combination Therapies: Products and Quality',
    fileSlug: 'artemisinin-based-combination-therapies-products-and-quality',
    description:
      'The ACTs recommended by WHO, how they are presented and dosed, and what buyers should check to ensure quality.',
    duration: '22:45',
    category: 'Medical',
    youtubeId: 'M7lc1UVf-VE',
  },
  {
    title: 'Trademark Clearance for Pharmaceutical Brands',
    fileSlug: 'trademark-clearance-for-pharmaceutical-brands',
    description:
      'Why and how to search before you file, and how to choose between national, ARIPO and Madrid Protocol routes.',
    duration: '18:20',
    category: 'Legal',
  },
  {
    title: 'Preparing a Government Tender Submission',
    fileSlug: 'preparing-a-government-tender-submission',
    description:
      'A walk-through of a medicines tender, from reading the documents to submitting a compliant bid on time.',
    duration: '28:15',
    category: 'Business',
  },
  {
    title: 'Building a CTD Dossier for West African Regulators',
    fileSlug: 'building-a-ctd-dossier-for-west-african-regulators',
    description:
      'Module by module, how to assemble a Common Technical Document that meets the expectations of regional and national assessors.',
    duration: '25:10',
    category: 'Regulatory',
  },
  {
    title: 'Pharmacovigilance Obligations for Marketing Authorisation Holders',
    fileSlug: 'pharmacovigilance-obligations-for-marketing-authorisation-holders',
    description:
      'What marketing authorisation holders must do to monitor product safety and report to regulators in West Africa.',
    duration: '32:40',
    category: 'Regulatory',
  },
];

/** Three webinars: one upcoming, two recorded. */
export const webinars: Webinar[] = [
  {
    title: 'Preparing for the African Medicines Agency',
    description:
      'What the AMA will change for manufacturers and distributors, which products it is likely to assess first, and how to prepare your dossiers now.',
    date: '2024-03-15',
    time: '14:00',
    status: 'upcoming',
    alert:
      'Registration for Preparing for the African Medicines Agency on {date} at {time} GMT: we will e-mail your joining link. You will now be taken to the contact form to confirm your place.',
  },
  {
    title: 'Protecting Pharmaceutical Brands in Africa: ARIPO, OAPI and Madrid',
    description:
      'A comparison of the regional and international trademark routes across Africa, with practical filing strategies for pharmaceutical brand owners.',
    date: '2024-02-28',
    time: '15:00',
    status: 'completed',
    alert:
      'The recording of Protecting Pharmaceutical Brands in Africa: ARIPO, OAPI and Madrid will open in the video player.',
  },
  {
    title: 'Winning Public Health Tenders in West Africa',
    description:
      'How governments and donor-funded programmes buy medicines, and how suppliers can prepare compliant, competitive bids.',
    date: '2024-01-18',
    time: '13:00',
    status: 'completed',
    alert: 'The recording of Winning Public Health Tenders in West Africa will open in the video player.',
  },
];
