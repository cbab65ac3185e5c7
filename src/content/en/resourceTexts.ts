import { site } from '../site';
import type { PdfSection } from '../types';
import { office } from './office';

/**
 * Texts of the generated resource PDFs; imported only by the build-time generators in src/files,
 * never by browser code, so pages do not ship them.
 */

/** Sections of each guide PDF, keyed by the guide's `fileSlug` in ./resources. */
export const guideTexts: Record<string, PdfSection[]> = {
  'waho-certification-guide-2024': [
    {
      heading: 'About WAHO',
      paragraphs: [
        'The West African Health Organisation (WAHO) is the specialised health agency of the Economic Community of West African States (ECOWAS). It was established by a Protocol signed in Abuja in 1987 and has its headquarters in Bobo-Dioulasso, Burkina Faso. It was created to serve the member states of ECOWAS and covers a region of fifteen countries, home to around 380 million people; it works in English, French and Portuguese. Burkina Faso, Mali and Niger withdrew from ECOWAS in January 2025, leaving twelve member states; how regional procedures will apply to the three departing countries is still being settled.',
        'In medicines regulation, WAHO coordinates the ECOWAS Medicines Regulatory Harmonisation programme, launched in 2017 as part of the wider African Medicines Regulatory Harmonisation initiative. Through it, national medicines regulatory authorities carry out joint assessments of product dossiers, coordinate inspections, adopt common technical guidelines and share information on products and safety.',
      ],
    },
    {
      heading: 'What regional certification means',
      paragraphs: [
        'A regional procedure does not replace national registration. It produces a joint scientific assessment, carried out by assessors from several national authorities, whose outcome each participating authority then uses to grant its own marketing authorisation, usually faster than a stand-alone national review would allow.',
        'In this guide, "WAHO certification" refers to taking a product successfully through the regional procedure and on to national authorisation in the participating countries. For the applicant, the benefits are one dossier, one set of answers to assessors\' questions and a more predictable route to several markets at once.',
      ],
    },
    {
      heading: 'Eligibility and requirements',
      paragraphs: [
        'Products are eligible where they are manufactured at a site that complies with Good Manufacturing Practice (GMP), supported by WHO prequalification, approval by a stringent regulatory authority or a recent satisfactory inspection. The dossier must follow the Common Technical Document (CTD) format, with complete quality data in Module 3.',
        'Stability studies must support storage in climatic zone IVb (30 degrees C and 75% relative humidity). Generic medicines need a bioequivalence study against an accepted comparator, and the applicant must appoint a local representative in each country where authorisation is sought. Labels and patient information must meet the language requirements of each market.',
      ],
    },
    {
      heading: 'The process and timeline',
      paragraphs: [
        'A typical regional procedure takes six to eight months from the start of preparation. Weeks 1-2 are a gap analysis of the existing dossier. Weeks 3-8 cover completion of the dossier and preparation of the regional application. The submission is made in week 9.',
        'The joint assessment, including questions from assessors and the applicant\'s answers, usually runs from week 10 to week 20. Weeks 21-24 cover the final assessment outcome, and weeks 25-28 the national authorisations issued by participating authorities on the basis of that outcome.',
      ],
    },
    {
      heading: 'Common causes of delay',
      paragraphs: [
        'Most delays are avoidable. The most frequent causes are incomplete quality data in Module 3, stability studies that do not cover zone IVb conditions, missing or inadequate bioequivalence data, inconsistencies between the summaries and the underlying data, and slow or partial answers to assessors\' questions. A thorough gap analysis before submission resolves most of them.',
      ],
    },
    {
      heading: 'How we support applicants',
      paragraphs: [
        `${site.shortName} has held WAHO certification since 2012 and maintains a 98% success rate on regulatory submissions. We carry out the gap analysis, compile or complete the dossier, manage the submission and all correspondence with assessors, and follow each national authorisation through to the certificate. Contact us for an assessment of your dossier; we respond within 24 hours.`,
      ],
    },
  ],
  'malaria-treatment-guidelines': [
    {
      heading: 'Scope and purpose',
      paragraphs: [
        'This guide summarises the WHO Guidelines for malaria for procurement officers, regulatory staff and programme managers. It is not a substitute for the guidelines themselves or for national treatment policies, which prescribers must follow. WHO updates its recommendations online as evidence is reviewed, so always check the current version before making decisions.',
      ],
    },
    {
      heading: 'Diagnosis',
      paragraphs: [
        'WHO recommends that every suspected case of malaria be confirmed by a parasitological test, either microscopy or a rapid diagnostic test (RDT), before treatment is given. Testing prevents the unnecessary use of antimalarials, helps identify other causes of fever and provides the data on which programmes forecast their needs. Supply plans should therefore cover RDTs as well as medicines.',
      ],
    },
    {
      heading: 'Treating uncomplicated falciparum malaria',
      paragraphs: [
        'Uncomplicated Plasmodium falciparum malaria is treated with a three-day course of an artemisinin-based combination therapy (ACT). The ACTs recommended by WHO are artemether-lumefantrine, artesunate-amodiaquine, artesunate-mefloquine, dihydroartemisinin-piperaquine, artesunate plus sulfadoxine-pyrimethamine and artesunate-pyronaridine. Doses are based on body weight, so products are procured in weight-band presentations.',
        'Since 2022, WHO has recommended artemether-lumefantrine for uncomplicated falciparum malaria in the first trimester of pregnancy. In low-transmission areas, a single low dose of primaquine may be added to reduce transmission, following national policy.',
      ],
    },
    {
      heading: 'Severe malaria',
      paragraphs: [
        'Severe malaria is a medical emergency. WHO recommends injectable artesunate, given intravenously or intramuscularly, for at least 24 hours and until the patient can take oral medication, followed by a complete three-day course of an ACT. The dose is 2.4 mg/kg, and children weighing under 20 kg receive 3 mg/kg.',
        'Where injectable treatment is not available, children under six years of age should receive a single dose of rectal artesunate before being referred immediately to a facility that can provide full treatment.',
      ],
    },
    {
      heading: 'Prevention',
      paragraphs: [
        'Preventive measures include insecticide-treated nets; intermittent preventive treatment in pregnancy with sulfadoxine-pyrimethamine, starting as early as possible in the second trimester and given at scheduled antenatal visits at least one month apart; seasonal malaria chemoprevention with sulfadoxine-pyrimethamine plus amodiaquine in areas of seasonal transmission; and perennial malaria chemoprevention for young children in areas of year-round transmission.',
        'WHO also recommends the RTS,S/AS01 and R21/Matrix-M vaccines for children living in areas of moderate to high transmission, given as four doses from around five months of age. Vaccines complement, and do not replace, other prevention measures and prompt treatment.',
      ],
    },
    {
      heading: 'Implications for procurement',
      paragraphs: [
        'Forecasts should reflect the weight bands in national policy, the seasonality of transmission and the timing of chemoprevention campaigns, which must be supplied before the first cycle. Dispersible paediatric formulations and co-packaged chemoprevention products simplify administration. Specify WHO-prequalified or stringently approved products, require storage data for zone IVb and plan deliveries ahead of the rainy season.',
      ],
    },
  ],
  'aripo-trademark-handbook': [
    {
      heading: 'About ARIPO',
      paragraphs: [
        'The African Regional Intellectual Property Organization (ARIPO) was established in 1976 by the Lusaka Agreement, originally as the Industrial Property Organization for English-Speaking Africa (ESARIPO). It became the African Regional Industrial Property Organization in 1985 and took its present name in 2004. Its headquarters are in Harare, Zimbabwe.',
        'ARIPO administers several protocols: the Harare Protocol (1982) on patents and industrial designs, the Banjul Protocol (1993) on marks, the Swakopmund Protocol (2010) on traditional knowledge and expressions of folklore, and the Arusha Protocol (2015) on new varieties of plants. Membership of ARIPO does not mean membership of every protocol.',
      ],
    },
    {
      heading: 'The Banjul Protocol on Marks',
      paragraphs: [
        'The Banjul Protocol was adopted in Banjul, The Gambia, in 1993 and entered into force in 1997. It allows an applicant to file a single application designating any of the states party to the Protocol. The application may be filed directly with the ARIPO office or through the national office of a member state.',
        'ARIPO examines the application for compliance with formal requirements and notifies the designated states, each of which examines the mark under its national law and may refuse protection within the prescribed period. The mark is registered for the states that have not refused, with the same effect as a national registration. Registration lasts ten years and may be renewed for further ten-year periods.',
      ],
    },
    {
      heading: 'Coverage and limitations',
      paragraphs: [
        'Not every ARIPO member state has joined the Banjul Protocol. Ghana, for example, is an ARIPO member but does not accept regional trademark designations, so marks for Ghana are filed with the Registrar-General\'s Department. Nigeria is not an ARIPO member, and the member states of OAPI, most of them French-speaking, protect marks through that separate regional organisation.',
        'In some member states, questions have been raised about whether the Protocol has been fully incorporated into national law, which may affect enforcement. Where a market is commercially critical, we advise a national filing alongside the regional one.',
      ],
    },
    {
      heading: 'Filing requirements',
      paragraphs: [
        'An application requires a clear representation of the mark, the applicant\'s name, address and nationality, a list of goods or services classified under the Nice Classification (Class 5 for pharmaceutical preparations), the designated states and a power of attorney where an agent files. If priority is claimed under the Paris Convention, the application must be filed within six months of the earlier filing, with a certified copy of the priority document.',
      ],
    },
    {
      heading: 'Timeline',
      paragraphs: [
        'A regional application typically leads to registration in 12 to 18 months. Weeks 1-2: clearance search and filing strategy. Weeks 3-4: preparation and filing. Months 2-4: formal examination by ARIPO and notification to the designated states. Months 6-12: national examination and any refusals or oppositions. Months 12-18: registration and issue of the certificate.',
      ],
    },
    {
      heading: 'Maintenance and enforcement',
      paragraphs: [
        'After registration, the owner should monitor renewal dates, record changes of ownership, name or address and licences with ARIPO, and watch for conflicting marks. Enforcement against infringers takes place under national law, through the courts and, where available, customs measures in each designated state. We provide renewal management and watch services for every mark we register.',
      ],
    },
  ],
  'government-procurement-guide': [
    {
      heading: 'Legal frameworks',
      paragraphs: [
        'In Ghana, public procurement is governed by the Public Procurement Act, 2003 (Act 663), as amended by the Public Procurement (Amendment) Act, 2016 (Act 914), and overseen by the Public Procurement Authority. Tenders are increasingly published and managed through the Ghana Electronic Procurement System (GHANEPS).',
        'In Nigeria, the Public Procurement Act, 2007 established the Bureau of Public Procurement. Other countries in the region have comparable laws, built on the same principles: competition, transparency, value for money and accountability. Read the law and regulations of each country before bidding, since thresholds and procedures differ.',
      ],
    },
    {
      heading: 'Procurement methods',
      paragraphs: [
        'Open competitive tendering, national or international, is the default method for medicines of significant value. Restricted tendering, requests for quotations and single-source procurement are permitted only in the circumstances the law sets out, such as low-value purchases or genuine emergencies. Framework agreements are increasingly used for recurring needs such as antimalarials, with call-off orders placed over one or more years.',
      ],
    },
    {
      heading: 'Preparing a compliant bid',
      paragraphs: [
        'A bid for medicines typically requires company registration documents, current tax and social security clearance certificates, registration with the procurement authority where required, product registration certificates from the national regulator, a manufacturer\'s authorisation, GMP certificates or WHO prequalification letters, a tender security and completed price schedules.',
        'Follow the format of the tender documents exactly. Missing signatures, expired certificates, an incorrect tender security or a late submission commonly lead to disqualification, regardless of price. Submit questions for clarification before the deadline stated in the tender.',
      ],
    },
    {
      heading: 'Evaluation and award',
      paragraphs: [
        'Bids are usually checked first for completeness and eligibility, then evaluated against the technical specification and finally compared on price, with the contract going to the lowest evaluated responsive bid. Keep your bid valid for the period stated. Unsuccessful bidders may seek review, first from the procuring entity and then from the procurement authority, within the deadlines set by law.',
      ],
    },
    {
      heading: 'Donor-funded procurement',
      paragraphs: [
        'Procurement financed by development partners may follow the funder\'s rules. Under the Global Fund\'s quality assurance policy, for example, finished pharmaceutical products must be WHO-prequalified, authorised by a stringent regulatory authority or recommended by the Expert Review Panel. Check which rules apply before preparing a bid, and make sure each product meets both the funder\'s and the national regulator\'s requirements.',
      ],
    },
  ],
  'ecowas-trade-compliance-manual': [
    {
      heading: 'ECOWAS at a glance',
      paragraphs: [
        'The Economic Community of West African States was founded in 1975 by the Treaty of Lagos; a revised Treaty was signed in Cotonou in 1993. The Commission is based in Abuja, Nigeria. The fifteen countries of the region have a combined population of around 400 million and a combined GDP of around 800 billion US dollars, making it one of the largest pharmaceutical markets in Africa. Burkina Faso, Mali and Niger withdrew from the Community in January 2025, leaving twelve member states.',
      ],
    },
    {
      heading: 'The ECOWAS Trade Liberalisation Scheme',
      paragraphs: [
        'The ECOWAS Trade Liberalisation Scheme (ETLS) began in 1979 with agricultural products, unprocessed goods and handicrafts, and was extended to industrial products in 1990. Goods that meet the Community\'s rules of origin, because they are wholly obtained in the region or have undergone sufficient processing there, may circulate between member states free of import duties.',
        'To benefit, the manufacturer and the product must be approved under the scheme by the competent national authorities, and each consignment must be accompanied by an ECOWAS certificate of origin. Duty-free treatment does not remove other border requirements, including regulatory permits and inspections.',
      ],
    },
    {
      heading: 'The Common External Tariff',
      paragraphs: [
        'Goods imported into the region from outside ECOWAS are subject to the ECOWAS Common External Tariff, in force since 1 January 2015, which applies five duty bands of 0, 5, 10, 20 and 35 percent. A Community levy of 0.5 percent also applies to imports from third countries. Classify products carefully under the Harmonized System, since the tariff line determines the duty payable.',
      ],
    },
    {
      heading: 'Regulatory permits',
      paragraphs: [
        'Trade rules do not replace medicines regulation. Each product must hold a marketing authorisation from the national regulatory authority of the destination country, such as the Ghana Food and Drugs Authority or NAFDAC in Nigeria, and each consignment needs the import permit or authorisation that the authority requires. Products may be inspected and sampled at the port of entry.',
        'Controlled medicines, such as narcotic analgesics, also need import and export authorisations under the international drug control conventions. Plan these well in advance, since they are issued per consignment.',
      ],
    },
    {
      heading: 'Documents for each consignment',
      paragraphs: [
        'A typical consignment of medicines travels with a commercial invoice, a packing list, a bill of lading or air waybill, the import permit, a certificate of analysis for each batch, a certificate of origin (an ECOWAS certificate where duty-free treatment is claimed) and any insurance certificate required. Check labelling against the destination country\'s requirements before shipping, since relabelling at the border is costly and may not be allowed.',
      ],
    },
    {
      heading: 'The African Continental Free Trade Area',
      paragraphs: [
        'The Agreement establishing the African Continental Free Trade Area (AfCFTA) entered into force in 2019, and trading under it began on 1 January 2021. Its secretariat is in Accra. Member states are progressively removing tariffs on most goods, over five years for most countries and ten years for least developed countries. For pharmaceutical companies, AfCFTA rules of origin and ECOWAS rules will increasingly operate side by side.',
      ],
    },
  ],
  'ama-regulatory-harmonization-guide': [
    {
      heading: 'From AMRH to AMA',
      paragraphs: [
        'The African Medicines Regulatory Harmonisation (AMRH) initiative was launched in 2009 under the African Union\'s development agency, now AUDA-NEPAD, with WHO and other partners. It supports harmonisation through regional economic communities: the East African Community programme began in 2012, the ZAZIBONA collaboration in southern Africa in 2013 and the ECOWAS programme, coordinated by WAHO, in 2017.',
        'In 2016 the African Union endorsed the AU Model Law on Medical Products Regulation, which gives member states a template for national legislation that supports reliance and harmonisation. Many countries have since used it to update their laws.',
      ],
    },
    {
      heading: 'The African Medicines Agency',
      paragraphs: [
        'The Treaty for the Establishment of the African Medicines Agency (AMA) was adopted by the African Union Assembly in February 2019 and entered into force in November 2021, after the fifteenth ratification. In July 2022 the AU Executive Council selected Kigali, Rwanda, as the Agency\'s headquarters, and the host agreement was signed in June 2023. The Treaty is open to all 55 AU member states, whose population exceeds 1.3 billion people.',
        'AMA will coordinate and strengthen regulation across the continent rather than replace national authorities. Its expected functions include the evaluation of selected medical products, coordination of joint assessments and GMP inspections, a shared list of evaluated products, coordination of safety monitoring and support to national and regional regulators.',
      ],
    },
    {
      heading: 'Regulatory capacity and reliance',
      paragraphs: [
        'WHO assesses national regulators with its Global Benchmarking Tool, which rates systems on four maturity levels. Level 3 describes a stable, well-functioning system. The Tanzania Medicines and Medical Devices Authority became the first in Africa to reach it in 2018, followed by the Ghana Food and Drugs Authority in 2020 and NAFDAC in Nigeria.',
        'Reliance, in which one regulator takes into account the assessment of another trusted authority, is central to the continental model. Products already approved by WHO prequalification or a stringent regulatory authority can often follow abridged national procedures.',
      ],
    },
    {
      heading: 'Preparing for harmonised procedures',
      paragraphs: [
        'Manufacturers can prepare now by keeping one complete, current dossier in the Common Technical Document format, with consistent data across all markets; holding up-to-date GMP evidence for every manufacturing site; generating stability data for climatic zone IVb; and recording each country\'s approvals, variations and conditions in one place.',
        'A harmonised review typically takes 6-12 months. Our process for harmonisation projects runs in six steps: assessment of the current dossier (weeks 1-2), strategy and country selection (weeks 3-4), submission (week 5), assessment and questions (weeks 6-12), national follow-up (weeks 13-16) and post-approval planning (weeks 17-20).',
      ],
    },
    {
      heading: 'How we help',
      paragraphs: [
        `${site.shortName} follows the development of AMA procedures closely and supports manufacturers with dossier assessments, harmonisation strategies, regional and national submissions and post-approval compliance. With experience across 12 African countries and more than 50 regulatory bodies, we help clients use harmonisation to reach more patients sooner. Contact us for a harmonisation assessment.`,
      ],
    },
  ],
};

/** Sections of each document PDF, keyed by the document's `fileSlug` in ./resources. */
export const documentTexts: Record<string, PdfSection[]> = {
  'product-registration-checklist': [
    {
      heading: 'Administrative documents',
      paragraphs: [
        'Completed application form and cover letter; fee payment receipt; letter appointing the local representative or marketing authorisation holder; power of attorney where an agent acts for the applicant.',
        'Certificate of Pharmaceutical Product (CPP) in the WHO format, manufacturing licence and current GMP certificate for each site, and any WHO prequalification or stringent authority approval letters.',
      ],
    },
    {
      heading: 'Technical documents',
      paragraphs: [
        'Dossier in Common Technical Document format: quality overall summary, full quality data (Module 3), nonclinical and clinical overviews, and for generics a bioequivalence study against an accepted comparator. Stability data must cover climatic zone IVb.',
      ],
    },
    {
      heading: 'Samples and labelling',
      paragraphs: [
        'Product samples in the quantities the authority specifies, with batch certificates of analysis; label and carton artwork; package insert and patient information in the required languages.',
      ],
    },
    {
      heading: 'Before you submit',
      paragraphs: [
        'Check that names, strengths, sites and batch numbers are identical across every document, that certificates are current and legalised where required, and that the electronic files follow the authority\'s format rules.',
      ],
    },
  ],
  'ctd-dossier-structure-template': [
    {
      heading: 'Module 1: Regional administrative information',
      paragraphs: [
        'Module 1 is specific to each authority: application forms, certificates, labelling, product information and local agent details. It is the part of the dossier that must be adapted for each country.',
      ],
    },
    {
      heading: 'Module 2: Summaries',
      paragraphs: [
        'Module 2 contains the quality overall summary and the nonclinical and clinical overviews and summaries. Assessors read it first, so it must be accurate and consistent with the data in Modules 3 to 5.',
      ],
    },
    {
      heading: 'Module 3: Quality',
      paragraphs: [
        'Module 3 covers the active substance and the finished product: manufacture, characterisation, controls, reference standards, container closure and stability. For West Africa, stability studies must support storage in zone IVb (30 degrees C / 75% RH).',
      ],
    },
    {
      heading: 'Modules 4 and 5: Study reports',
      paragraphs: [
        'Module 4 holds nonclinical study reports and Module 5 clinical study reports. For most generic medicines, Module 5 consists mainly of the bioequivalence study, while Module 4 refers to published literature.',
      ],
    },
  ],
  'import-permit-application-checklist': [
    {
      heading: 'Prerequisites',
      paragraphs: [
        'The product must be registered with the national regulator, and the importer must hold a valid licence for the premises where the goods will be stored. Controlled medicines also require an import authorisation under the international drug control conventions.',
      ],
    },
    {
      heading: 'Application documents',
      paragraphs: [
        'Proforma invoice showing product names, strengths, pack sizes, quantities and values; copy of the product registration certificate; importer\'s licence; and details of the port of entry and expected arrival date.',
      ],
    },
    {
      heading: 'At the port of entry',
      paragraphs: [
        'Present the import permit with the commercial invoice, packing list, bill of lading or air waybill, batch certificates of analysis and certificate of origin. Allow for inspection and sampling by the regulator before release, and keep temperature records for products that need controlled storage.',
      ],
    },
  ],
  'pharmacovigilance-reporting-form-guide': [
    {
      heading: 'Minimum information',
      paragraphs: [
        'A valid report needs four elements: an identifiable patient (initials, age or sex are enough), an identifiable reporter, at least one suspect medicine and at least one adverse event. Add the batch number, dates, doses and outcome wherever they are known.',
      ],
    },
    {
      heading: 'What to report',
      paragraphs: [
        'Report all suspected adverse reactions, especially serious or unexpected ones, reactions to new medicines and vaccines, suspected lack of effect, medication errors and suspected substandard or falsified products. Certainty is not required: a suspicion is enough.',
      ],
    },
    {
      heading: 'Timelines and submission',
      paragraphs: [
        'Marketing authorisation holders must generally report serious cases to the national regulator within 15 calendar days of becoming aware of them, and provide periodic safety update reports as required. Reports can be submitted on the regulator\'s form, through its online system or, in several countries including Ghana and Nigeria, through the Med Safety mobile application.',
      ],
    },
  ],
  'trademark-application-information-sheet': [
    {
      heading: 'The mark',
      paragraphs: [
        'A clear representation of the mark: the word or words, the logo in high resolution, or both; any colours claimed; and a translation or transliteration of any words not in English.',
      ],
    },
    {
      heading: 'The applicant',
      paragraphs: [
        'Full legal name, address and nationality or place of incorporation of the applicant, and the name of the person signing the power of attorney.',
      ],
    },
    {
      heading: 'Goods, markets and priority',
      paragraphs: [
        'A description of the goods or services, usually pharmaceutical preparations in Class 5; the countries or regions where protection is needed; and the number, date and country of any earlier application if priority is claimed within six months.',
      ],
    },
  ],
  'company-profile': [
    {
      heading: 'Who we are',
      paragraphs: [
        `${site.name} was founded in ${site.founded} in ${office.location}. We supply quality-assured medicines and provide trademark and regulatory services to governments, NGOs, healthcare institutions, manufacturers and brand owners in 12 African countries.`,
      ],
    },
    {
      heading: 'What we do',
      paragraphs: [
        'Supply of WHO-prequalified antimalarial medicines; trademark registration through national, ARIPO and Madrid Protocol routes; regulatory compliance with WAHO, NAFDAC, the Ghana FDA, WHO prequalification, the African Medicines Agency and ECOWAS; quality assurance documentation; government tender preparation; and regulatory training.',
      ],
    },
    {
      heading: 'Track record',
      paragraphs: [
        'More than 500 government contracts, 95% on-time delivery, a 98% success rate on regulatory submissions, more than 50 pharmaceutical partners and over 15 years of experience.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `E-mail ${site.email}, telephone ${site.phone}. Office hours ${office.hours}; emergency line 24/7. We respond to every enquiry within 24 hours.`,
      ],
    },
  ],
};

/** Paragraphs of each video transcript PDF, keyed by the video's `fileSlug` in ./resources. */
export const videoTranscripts: Record<string, string[]> = {
  'introduction-to-waho-and-regional-medicines-regulation': [
    'Welcome to this introduction to regional medicines regulation in West Africa. The West African Health Organisation, or WAHO, is the specialised health agency of ECOWAS, established by a Protocol signed in 1987 and based in Bobo-Dioulasso, Burkina Faso.',
    'Since 2017, WAHO has coordinated the ECOWAS Medicines Regulatory Harmonisation programme. Under this programme, national regulators assess dossiers jointly, align their technical guidelines and share information on products and safety.',
    'A regional procedure does not replace national registration. Instead, each participating authority uses the joint assessment to grant its own marketing authorisation, usually more quickly than a separate national review.',
    'For manufacturers, the keys to success are a complete dossier in the Common Technical Document format, stability data for climatic zone IVb and prompt, complete answers to assessors\' questions. In the next sessions we look at each of these in detail.',
  ],
  'artemisinin-based-combination-therapies-products-and-quality': [
    'In this session we look at artemisinin-based combination therapies, the WHO-recommended treatment for uncomplicated falciparum malaria. Each ACT combines a fast-acting artemisinin derivative with a longer-acting partner medicine, given over three days.',
    'WHO recommends six ACTs, including artemether-lumefantrine, artesunate-amodiaquine and dihydroartemisinin-piperaquine. Doses depend on body weight, so products are supplied in weight-band packs, with dispersible tablets for young children.',
    'For buyers, quality starts with the product\'s regulatory status: specify WHO-prequalified or stringently approved products, registered in the country of use. Check every batch certificate of analysis and the storage conditions during transport.',
    'Finally, remember that treatment should follow a positive parasitological test. Good forecasting therefore links ACT quantities to testing data and to the seasonal pattern of transmission.',
  ],
  'trademark-clearance-for-pharmaceutical-brands': [
    'A pharmaceutical brand name appears on the marketing authorisation, the pack and the tender documents, so a late conflict is expensive. This session explains how to clear a name before you commit to it.',
    'A clearance search covers identical and similar marks in Class 5 and related classes, in each market where the product will be sold. Regulators may also reject names that could be confused with existing medicines, so we check regulatory databases as well.',
    'Once a name is cleared, the filing route depends on the markets: national filings, a regional ARIPO application under the Banjul Protocol, an international application under the Madrid Protocol, or a combination.',
    'Typical timelines are 6 to 12 months for national registrations, 8 to 15 months through Madrid and 12 to 18 months through ARIPO.',
  ],
  'preparing-a-government-tender-submission': [
    'Most public purchases of medicines in West Africa are made through competitive tenders. In this session we follow one tender from publication to award.',
    'Start by reading the tender documents in full and listing every required document: registration certificates, tax and social security clearances, product registrations, GMP evidence and the tender security.',
    'Price on the basis the tender requires, usually delivered to a named destination, and keep the bid valid for the stated period. Missing signatures or expired certificates lead to disqualification regardless of price.',
    'Finally, submit before the deadline, keep proof of submission and prepare for delivery as soon as the award is announced.',
  ],
  'building-a-ctd-dossier-for-west-african-regulators': [
    'The Common Technical Document organises a registration dossier into five modules, and regulators across West Africa accept it. This session explains how to assemble each module.',
    'Module 1 holds the country-specific administrative information and must be adapted for each authority. Module 2 contains the summaries that assessors read first.',
    'Module 3 covers quality, and it is where most deficiencies arise; stability data must support storage in climatic zone IVb. Modules 4 and 5 hold the nonclinical and clinical reports, which for generics means above all the bioequivalence study.',
    'Before submission, check that every name, strength, site and batch number is consistent across all five modules.',
  ],
  'pharmacovigilance-obligations-for-marketing-authorisation-holders': [
    'Holding a marketing authorisation brings a continuing duty to monitor the safety of your product. This session sets out the main obligations in West African markets.',
    'Every marketing authorisation holder needs a system to collect, assess and report adverse reactions, with a qualified person responsible for pharmacovigilance.',
    'Serious reports are generally due to the national regulator within 15 calendar days, and periodic safety update reports are due at the intervals the regulator sets. A valid report needs an identifiable patient, an identifiable reporter, a suspect medicine and an adverse event.',
    'Regulators in the region receive reports through their own forms, online systems and, in several countries, the Med Safety mobile application.',
  ],
};
