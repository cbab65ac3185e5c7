import { site } from '../site';
import type { MalariaDrugsContent } from '../types';

export const malariaDrugs: MalariaDrugsContent = {
  meta: {
    title: `Malaria Drug Sales | ${site.shortName}`,
    description:
      'WHO-prequalified ACTs, severe malaria injectables, preventive and paediatric antimalarials for ministries, programmes and hospitals in Ghana and West Africa.',
  },
  hero: {
    eyebrow: 'Malaria drug sales',
    title: 'Quality antimalarial medicines for West Africa',
    lead: `${site.shortName} supplies antimalarial medicines that are WHO-prequalified or approved by a stringent regulatory authority, for treatment, severe malaria and prevention, to governments, public health programmes and health institutions, with documented quality from manufacturer to facility.`,
    actions: [{ label: 'Request Quote', href: '/contact', variant: 'primary' }],
  },
  categories: {
    heading: 'Medication categories',
    intro: 'Medicines recommended in WHO malaria guidelines, sourced from WHO-prequalified manufacturers or those approved by the relevant national authority. Availability of each product and strength is confirmed with every quotation.',
    items: [
      {
        title: 'Artemisinin-based Combination Therapies (ACTs)',
        description: 'First-line treatment for uncomplicated Plasmodium falciparum malaria, combining an artemisinin derivative with a partner medicine.',
        icon: 'pill',
        medications: [
          { name: 'Artemether/Lumefantrine', form: '20 mg/120 mg and 80 mg/480 mg tablets' },
          { name: 'Artesunate/Amodiaquine', form: '100 mg/270 mg fixed-dose tablets (adult strength)' },
          { name: 'Dihydroartemisinin/Piperaquine', form: '40 mg/320 mg tablets' },
          { name: 'Pyronaridine/Artesunate', form: '180 mg/60 mg tablets' },
        ],
      },
      {
        title: 'Severe Malaria Injectables',
        description: 'Parenteral treatment for severe malaria, with injectable artesunate as the WHO-recommended first choice for adults and children.',
        icon: 'syringe',
        medications: [
          { name: 'Artesunate for injection', form: '60 mg powder vial with 5% sodium bicarbonate solvent and 0.9% sodium chloride diluent (IV/IM)' },
          { name: 'Artesunate for injection', form: '30 mg and 120 mg powder vials with solvent and diluent (IV/IM)' },
          { name: 'Artemether injection', form: '80 mg/mL oily solution, 1 mL ampoules (IM)' },
          { name: 'Quinine dihydrochloride injection', form: '300 mg/mL solution, 2 mL ampoules (IV infusion/IM)' },
        ],
      },
      {
        title: 'Preventive Medications',
        description: 'Medicines for intermittent preventive treatment in pregnancy (IPTp), seasonal malaria chemoprevention (SMC) and chemoprophylaxis.',
        icon: 'shield',
        medications: [
          { name: 'Sulfadoxine/Pyrimethamine (IPTp)', form: '500 mg/25 mg tablets' },
          { name: 'Sulfadoxine/Pyrimethamine + Amodiaquine (SMC, children 12-59 months)', form: 'Co-packaged dispersible tablets: amodiaquine 153 mg + SP 500 mg/25 mg' },
          { name: 'Sulfadoxine/Pyrimethamine + Amodiaquine (SMC, infants 3-11 months)', form: 'Co-packaged dispersible tablets: amodiaquine 76.5 mg + SP 250 mg/12.5 mg' },
          { name: 'Atovaquone/Proguanil (chemoprophylaxis)', form: '250 mg/100 mg tablets' },
          { name: 'Doxycycline (chemoprophylaxis)', form: '100 mg tablets' },
        ],
      },
      {
        title: 'Pediatric Formulations',
        description: 'Child-appropriate strengths and dosage forms for infants and young children, who carry most of the malaria burden in Africa.',
        icon: 'baby',
        medications: [
          { name: 'Artemether/Lumefantrine', form: '20 mg/120 mg dispersible tablets' },
          { name: 'Artesunate/Amodiaquine', form: '25 mg/67.5 mg (infants) and 50 mg/135 mg (children) tablets' },
          { name: 'Dihydroartemisinin/Piperaquine', form: '20 mg/160 mg tablets (paediatric strength)' },
          { name: 'Pyronaridine/Artesunate', form: '60 mg/20 mg granules for oral suspension, sachets' },
          { name: 'Rectal artesunate', form: '100 mg rectal capsules (suppositories) for pre-referral treatment of children under 6 years' },
        ],
      },
    ],
  },
  quality: {
    heading: 'Quality assurance',
    intro: 'Every consignment is handled so that the medicine a patient receives is the medicine the manufacturer released.',
    items: [
      {
        title: 'WHO Prequalification',
        description:
          'We source from manufacturers whose products are WHO-prequalified or approved by the relevant national regulatory authority, and verify registration status in each destination country.',
        icon: 'badgeCheck',
      },
      {
        title: 'Cold Chain Management',
        description:
          "Products are stored and transported within the manufacturer's labelled temperature conditions, with continuous temperature monitoring and records for every shipment.",
        icon: 'thermometer',
      },
      {
        title: 'Quality Testing',
        description:
          'Certificates of analysis are reviewed for every batch, consignments are inspected on receipt, and samples are sent for independent laboratory testing where required.',
        icon: 'flask',
      },
      {
        title: 'Reliable Distribution',
        description:
          'Planned logistics, full batch traceability and clear delivery schedules, reflected in on-time delivery on 95% of our orders.',
        icon: 'truck',
      },
    ],
  },
  coverage: {
    heading: 'Country coverage',
    intro: 'We currently supply antimalarial medicines in six West African countries.',
    countries: [
      { name: 'Ghana', capital: 'Accra', status: 'active' },
      { name: 'Nigeria', capital: 'Abuja', status: 'active' },
      { name: 'Burkina Faso', capital: 'Ouagadougou', status: 'active' },
      { name: "Côte d'Ivoire", capital: 'Yamoussoukro', status: 'active' },
      { name: 'Mali', capital: 'Bamako', status: 'expanding' },
      { name: 'Senegal', capital: 'Dakar', status: 'expanding' },
    ],
  },
  clients: {
    heading: 'Who we serve',
    intro: 'We work with public and private buyers of antimalarial medicines.',
    items: [
      'Ministries of Health',
      'National Malaria Control and Elimination Programmes',
      'Central medical stores and public procurement agencies',
      'International procurement agencies and development partners',
      'NGOs and faith-based health networks',
      'Public and private hospitals',
      'Health centres and clinics',
      'Licensed pharmacies and wholesalers',
    ],
  },
  stats: {
    heading: 'Our track record',
    items: [
      { value: '500+', label: 'Contracts' },
      { value: '12', label: 'Countries' },
      { value: '95%', label: 'On-Time Delivery' },
      { value: '15+', label: 'Years' },
    ],
  },
  catalog: {
    title: 'Malaria Medicines Catalog',
    fileSlug: 'malaria-medicines-catalog',
    heading: 'Product catalog',
    intro: 'Our catalog lists the antimalarial medicines we supply by category, with strengths and dosage forms. View it online or download it as a PDF.',
    viewLabel: 'View Catalog',
    downloadLabel: 'Download Catalog',
  },
  cta: {
    heading: 'Request a quote',
    text: 'Send us the medicines, quantities and delivery destination you need. Our team will respond with a quotation within 24 hours.',
    actions: [{ label: 'Request Quote', href: '/contact', variant: 'primary' }],
  },
};
