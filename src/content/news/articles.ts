import { site } from '../site';
import type { NewsArticle } from '../types';
import type { NewsSlug } from './slugs';

/**
 * News articles, in display order: the featured story first, then the ten listing
 * articles in the order of the /news grid (see `newsSlugs`). One record feeds the
 * listing card, the article page, its PDF and the RSS feed.
 */
export const newsArticles: (NewsArticle & { slug: NewsSlug })[] = [
  {
    slug: 'waho-certification',
    title: `${site.shortName} Renews WAHO Regional Certification`,
    excerpt:
      'Following a full review of our regulatory systems, we have renewed our WAHO regional certification, extending the quality framework that has supported our clients\' West African submissions since 2012.',
    date: '2024-03-12',
    readTime: '6 min read',
    category: 'Regulatory',
    author: 'Dr. Ama Mensah',
    featured: true,
    image: {
      src: '/assets/news/waho-certification.svg',
      alt: 'Illustration of a certificate bearing a regional seal above a map of the fifteen ECOWAS member states',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `${site.shortName} has completed the renewal of its regional certification under the West African Health Organisation (WAHO) framework, following a review of our dossier-preparation procedures, document control, staff competence records and quality management system. The renewal continues a relationship that began in 2012, when the company first achieved WAHO certification three years after its founding in Accra. For clients, it confirms that the regulatory work we prepare for submissions across the Economic Community of West African States is built to the standards the regional system expects.`,
      },
      { type: 'heading', text: 'Why the regional framework matters' },
      {
        type: 'paragraph',
        text: 'WAHO is the specialised health agency of ECOWAS. It was created by a Protocol signed in Abuja in 1987 and has its headquarters in Bobo-Dioulasso, Burkina Faso. Its mandate is to improve the health of the peoples of the region through cooperation and harmonisation among the fifteen member states. In medicines regulation, WAHO coordinates the ECOWAS Medicines Regulatory Harmonisation programme, through which national regulators share assessment work, align technical requirements and reduce duplication. For manufacturers, that work means more predictable timelines and a common dossier format that can be reused across several markets.',
      },
      {
        type: 'paragraph',
        text: 'The review was carried out over several weeks and examined how work moves through our office, from first enquiry to final submission. Reviewers looked at a sample of recent files covering several product types, including antimalarials, antibiotics and paediatric formulations, and traced each one back to its source documents. Particular attention was paid to how we check manufacturers\' data before it reaches a regulator, since an error caught early can save months later in the process. The areas reviewed included:',
      },
      {
        type: 'list',
        items: [
          'Preparation of dossiers in the Common Technical Document (CTD) format used by ECOWAS regulators',
          'Document control, version history and the translation of submissions into English, French and Portuguese',
          'Verification of the Good Manufacturing Practice (GMP) evidence supplied by manufacturers',
          'Review of stability data against climatic zone IVb conditions (30 degrees C and 75% relative humidity)',
          'Training and competence records for regulatory, quality and pharmacovigilance staff',
        ],
      },
      {
        type: 'quote',
        text: 'Regional certification is not a badge we display and forget. It is a discipline that shapes how every dossier leaves this office, and renewing it keeps us honest about the standards our clients and regulators rely on.',
        cite: 'Dr. Ama Mensah, Director of Regulatory Affairs',
      },
      {
        type: 'paragraph',
        text: 'For manufacturers and distributors, the practical effect is continuity. Products already in preparation continue on their current timelines, which for a regional WAHO procedure typically run six to eight months from a complete dossier, and our success rate on regional submissions remains at 98%. Clients planning submissions to several ECOWAS markets can ask our regulatory team for an assessment of their dossiers against current regional requirements. As always, we respond to every enquiry within 24 hours.',
      },
    ],
  },
  {
    slug: 'ghana-health-partnership',
    title: 'New Partnership to Strengthen Malaria Medicine Supply in Ghana',
    excerpt:
      'A three-year partnership with a network of district and faith-based hospitals in the Volta and Oti regions brings forecasting support, buffer stock and temperature monitoring for antimalarials.',
    date: '2024-03-04',
    readTime: '5 min read',
    category: 'Partnerships',
    author: 'Kwame Asante',
    image: {
      src: '/assets/news/ghana-health-partnership.svg',
      alt: 'Illustration of two hands in a handshake in front of a hospital pharmacy shelf stocked with medicine boxes',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `${site.shortName} has signed a three-year partnership with a network of district and faith-based hospitals in the Volta and Oti regions to improve the availability of quality-assured malaria medicines. The agreement combines the supply of WHO-prequalified antimalarials with practical support for forecasting, storage and stock reporting. It responds to a problem the facilities described plainly during planning: stock-outs of key products, particularly paediatric formulations and injectable artesunate, tend to occur at the start of the rainy season, when malaria cases rise and resupply is slowest.`,
      },
      { type: 'heading', text: 'What the partnership provides' },
      {
        type: 'list',
        items: [
          'Quarterly consumption-based forecasts, reviewed with each facility\'s pharmacy team',
          'A rotating buffer stock of artemisinin-based combination therapies (ACTs) and injectable artesunate held in Accra',
          'Temperature monitoring in storage areas and during transport',
          'Training for dispensary staff on stock records, storage conditions and reporting suspected substandard products',
          'Monthly availability reports shared with hospital management',
        ],
      },
      {
        type: 'paragraph',
        text: 'Malaria remains one of the leading causes of outpatient attendance in Ghana, and the whole population is at risk of infection. National treatment guidelines call for confirmation by microscopy or rapid diagnostic test, followed by an ACT for uncomplicated malaria and injectable artesunate for severe malaria. Those guidelines only work if the right products are on the shelf. The partnership is designed to support the public supply system, not to replace it: orders follow each facility\'s procurement rules, and every product supplied is registered with the Ghana Food and Drugs Authority.',
      },
      {
        type: 'quote',
        text: 'Our pharmacists know what they need. What they have lacked is a supplier who plans with them before the season starts, rather than after the shelves are empty.',
        cite: 'Chief pharmacist at a partner hospital, Volta Region',
      },
      { type: 'heading', text: 'Measuring results' },
      {
        type: 'paragraph',
        text: 'Both parties have agreed on simple, shared indicators: the share of days on which each tracer medicine is available, order lead times, and the proportion of deliveries received within the agreed temperature range. Results will be reviewed every six months, with the first review scheduled for September 2024. The partnership draws on the same systems that support our government and NGO contracts, where on-time delivery runs at 95%. If the model performs as planned, we intend to offer it to further facility networks in Ghana and in neighbouring countries.',
      },
    ],
  },
  {
    slug: 'aripo-expansion',
    title: 'Expanding Our ARIPO Trademark Practice for Pharmaceutical Brands',
    excerpt:
      'We have expanded our ARIPO trademark team to help pharmaceutical brand owners protect their marks across the Banjul Protocol member states through a single regional application.',
    date: '2024-02-26',
    readTime: '6 min read',
    category: 'Legal',
    author: 'Efua Boateng',
    image: {
      src: '/assets/news/aripo-expansion.svg',
      alt: 'Illustration of a trademark symbol on a medicine carton, set against a map of ARIPO member states',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `${site.shortName} has expanded the part of its trademark practice dedicated to the African Regional Intellectual Property Organization (ARIPO), adding search, filing and portfolio management capacity to meet growing demand from pharmaceutical manufacturers. Brand protection has become a practical regulatory concern: a medicine's trade name appears on the marketing authorisation, the packaging and the tender documents, and a conflict discovered late can delay a launch or force costly relabelling. Securing the mark early, in every market where the product will be sold, is part of planning a registration.`,
      },
      { type: 'heading', text: 'ARIPO and the Banjul Protocol' },
      {
        type: 'paragraph',
        text: 'ARIPO was established in 1976 under the Lusaka Agreement and has its headquarters in Harare, Zimbabwe. Its trademark system is governed by the Banjul Protocol on Marks, adopted in 1993, which allows an applicant to file one application designating several Banjul Protocol member states. ARIPO examines the application for formalities, and each designated state then examines it under its own law and may refuse protection within the prescribed period. A mark registered in this way has the same effect in each designated state as a national registration and is renewable every ten years.',
      },
      {
        type: 'paragraph',
        text: 'Regional filing brings real savings. One application, one set of documents and one renewal date replace separate national procedures, which can reduce filing and maintenance costs by up to 70%, and registration typically follows in 12 to 18 months. The regional route does not cover everywhere, however. Not every ARIPO member has joined the Banjul Protocol: Ghana, for example, is an ARIPO member but protects marks through national filings with the Registrar-General\'s Department, while Nigeria and the French-speaking OAPI states have systems of their own. A sound strategy combines routes.',
      },
      { type: 'heading', text: 'What the expanded team offers' },
      {
        type: 'list',
        items: [
          'Availability searches across the ARIPO, national and Madrid registers before a product name is fixed',
          'Regional applications in Class 5 (pharmaceutical preparations) and related classes',
          'Responses to refusals issued by designated states, with local counsel where required',
          'Monitoring of renewal deadlines and of conflicting marks published for opposition',
          'Alignment of trademark filings with product registration timelines',
        ],
      },
      {
        type: 'paragraph',
        text: 'The practice is led from Accra and works with local counsel in each designated state where a refusal or an opposition requires a response under national law. Brand owners planning launches in eastern and southern Africa alongside West Africa can request a filing strategy that compares the ARIPO, Madrid and national routes for their target markets, with indicative costs and timelines for each. As with all our services, enquiries receive a response within 24 hours.',
      },
    ],
  },
  {
    slug: 'q4-results',
    title: 'Fourth Quarter 2023: Steady Growth in Supply and Regulatory Services',
    excerpt:
      'Our fourth-quarter results show higher antimalarial supply volumes, more regulatory submissions than in any previous quarter and on-time delivery above our 95% standard.',
    date: '2024-02-19',
    readTime: '4 min read',
    category: 'Business',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/q4-results.svg',
      alt: 'Illustration of a rising bar chart beside a calendar page with the last quarter highlighted',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `${site.shortName} closed 2023 with its strongest fourth quarter to date. Demand for quality-assured antimalarials remained high ahead of the 2024 procurement cycle, and regulatory services grew as manufacturers prepared submissions to national regulators and regional programmes. Across the quarter, the company delivered against contracts for ministries of health, national programmes and non-governmental organisations in several countries, and added new clients in trademark registration. This summary reports operational results; audited financial statements for the year will follow in the ordinary course.`,
      },
      { type: 'heading', text: 'Quarter highlights' },
      {
        type: 'list',
        items: [
          'Antimalarial supply volumes up 18% on the fourth quarter of 2022, led by ACTs and paediatric dispersible tablets',
          '96% of deliveries completed on or before the contractual date',
          '41 regulatory submissions filed with national and regional authorities, a quarterly record',
          '27 new trademark applications across the ARIPO, Madrid and national routes',
          'More than 520 government contracts delivered since the company was founded in 2009',
        ],
      },
      {
        type: 'paragraph',
        text: 'The supply business benefited from earlier forecasting with public-sector clients, which allowed orders to be placed before seasonal peaks rather than during them. Lead times from order confirmation to delivery shortened compared with the previous quarter, helped by consolidated shipments and buffer stock held in Accra. All antimalarials supplied were WHO-prequalified or approved by a stringent regulatory authority, in line with the quality policies of our public and donor-funded clients. No product quality complaint was confirmed during the quarter.',
      },
      {
        type: 'paragraph',
        text: 'In regulatory services, the largest share of new work concerned product registration with the Ghana Food and Drugs Authority and with NAFDAC in Nigeria, followed by preparation for regional procedures coordinated by WAHO. Interest in the African Medicines Agency also grew, as manufacturers began to plan for continental procedures once the agency is operational. Our overall success rate on submissions remained at 98%, and average response times to regulators\' queries fell compared with the third quarter.',
      },
      { type: 'heading', text: 'Outlook for 2024' },
      {
        type: 'paragraph',
        text: 'For 2024 we expect continued demand for antimalarials, supported by chemoprevention campaigns and by the introduction of malaria vaccines in national programmes, which will complement treatment rather than replace it. In regulatory services, our priorities are the renewal of our WAHO regional certification, further investment in electronic dossier management and the extension of our trademark practice. We thank our clients and partners for their continued confidence.',
      },
    ],
  },
  {
    slug: 'who-guidelines-update',
    title: 'WHO Malaria Guidelines: What the Latest Updates Mean in Practice',
    excerpt:
      'Recent updates to the WHO Guidelines for malaria, including the recommendation of a second malaria vaccine, have practical consequences for programmes, prescribers and suppliers in West Africa.',
    date: '2024-02-12',
    readTime: '7 min read',
    category: 'Medical',
    author: 'Dr. Kwabena Owusu',
    image: {
      src: '/assets/news/who-guidelines-update.svg',
      alt: 'Illustration of an open guideline document beside a vaccine vial and a blister pack of tablets',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: 'The World Health Organization publishes its malaria recommendations as a single, consolidated set of WHO Guidelines for malaria, updated online as new evidence is reviewed. Several updates over the past two years matter directly to programmes and suppliers in West Africa, where the burden of malaria is among the highest in the world. This article summarises the main changes and what they mean in practice. It is written for procurement and regulatory professionals and is not clinical guidance: prescribers should always follow the current WHO guidelines and their national treatment policy.',
      },
      { type: 'heading', text: 'The main changes' },
      {
        type: 'list',
        items: [
          'October 2023: WHO recommended the R21/Matrix-M vaccine for the prevention of malaria in children, alongside the RTS,S/AS01 vaccine recommended in 2021. R21/Matrix-M was prequalified by WHO in December 2023.',
          '2022: the chemoprevention recommendations, including seasonal and perennial malaria chemoprevention, were revised to give programmes more flexibility on age groups, number of cycles and geography, based on local transmission.',
          '2022: artemether-lumefantrine was recommended for the treatment of uncomplicated falciparum malaria during the first trimester of pregnancy.',
          'Unchanged: severe malaria is treated with injectable artesunate for at least 24 hours, followed by a full three-day course of an ACT.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Vaccines add to the toolkit rather than replacing it. Both vaccines are given as four doses starting from around five months of age, and they are introduced through national immunisation programmes, with support from Gavi. Ghana was among the first countries to introduce RTS,S through the WHO-coordinated pilot programme from 2019, and in April 2023 its Food and Drugs Authority became the first regulator to approve R21/Matrix-M. Demand for treatment will not disappear: vaccinated children still need prompt diagnosis and effective treatment when they fall ill.',
      },
      { type: 'heading', text: 'Implications for procurement' },
      {
        type: 'paragraph',
        text: 'The chemoprevention changes allow countries to extend campaigns to older children or to add cycles where local data support it, which can change the quantities of sulfadoxine-pyrimethamine plus amodiaquine needed for seasonal malaria chemoprevention. Programmes should revisit their forecasts early. Seasonal campaigns in the Sahel run during the rainy season, typically in monthly cycles from July to October, and products must arrive before the first cycle begins. Co-packaged, dispersible paediatric presentations remain preferred because they are easier to give to young children.',
      },
      {
        type: 'paragraph',
        text: 'For treatment, the first-trimester recommendation removes a long-standing barrier to using artemether-lumefantrine in early pregnancy, and facilities that serve antenatal clients should make sure it is available. Quality remains the common thread, because every recommendation assumes medicines that meet international standards. We continue to supply only WHO-prequalified or stringently approved antimalarials, and our medical team can help programmes review their product lists and forecasts against the current recommendations.',
      },
    ],
  },
  {
    slug: 'ecowas-trade',
    title: 'Trading Medicines Across ECOWAS: Regional Rules and Practical Compliance',
    excerpt:
      'Regional trade instruments lower barriers between the fifteen ECOWAS member states, but medicines still need national authorisation. We explain how the two sets of rules fit together.',
    date: '2024-01-22',
    readTime: '6 min read',
    category: 'Regulatory',
    author: 'Aminata Diallo',
    image: {
      src: '/assets/news/ecowas-trade.svg',
      alt: 'Illustration of a cargo truck crossing a border post, with a map of West Africa in the background',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: 'The Economic Community of West African States was founded in 1975 by the Treaty of Lagos to promote economic integration among its members, and today brings together fifteen countries with a combined population of around 400 million. For pharmaceutical companies, the region is a natural market: disease burdens are shared, supply routes cross borders and many countries rely heavily on imported medicines. Yet moving a medicine from one ECOWAS country to another involves two separate sets of rules, trade rules and regulatory rules, and both must be satisfied.',
      },
      { type: 'heading', text: 'Trade rules: lower barriers at the border' },
      {
        type: 'paragraph',
        text: 'The ECOWAS Trade Liberalisation Scheme (ETLS) allows goods that meet the Community\'s rules of origin to move between member states free of import duties, provided the producer and the product have been approved under the scheme and the consignment carries an ECOWAS certificate of origin. Goods from outside the region are subject to the ECOWAS Common External Tariff, applied since 2015. Since trading began in 2021, the African Continental Free Trade Area, whose secretariat is in Accra, has added a continental layer of tariff reductions that are being phased in over several years.',
      },
      { type: 'heading', text: 'Regulatory rules: authorisation is still national' },
      {
        type: 'paragraph',
        text: 'Tariff preferences do not replace marketing authorisation. A medicine must be registered with the national regulatory authority of each country where it is sold, such as the Ghana Food and Drugs Authority or NAFDAC in Nigeria, and each consignment needs the import permits that the authority requires. Regional harmonisation, coordinated by WAHO, is narrowing the differences: regulators share assessments and accept a common dossier format, so one well-prepared Common Technical Document can support several national applications. In practice, a compliant cross-border consignment needs the following:',
      },
      {
        type: 'list',
        items: [
          'A valid marketing authorisation for the product in the destination country',
          'An import permit or equivalent authorisation issued for the consignment',
          'ETLS approval of the manufacturer and product, where duty-free treatment is claimed',
          'A certificate of origin, commercial invoice, packing list and certificate of analysis with the goods',
          'Labelling that meets the destination country\'s language and information requirements',
        ],
      },
      {
        type: 'paragraph',
        text: 'Our ECOWAS team handles trade and regulatory work together, so that clients do not discover a missing permit at the border. We map the authorisations needed for each route, prepare the registration dossiers and track renewals, so that stock can move when it is needed. Market entry usually begins with a two-to-four-week assessment of the target markets, followed by registration and import planning for each of them.',
      },
    ],
  },
  {
    slug: 'digital-transformation',
    title: 'Digital Transformation: Electronic Dossiers and Online Regulatory Portals',
    excerpt:
      'Regulators across West Africa are moving submissions online. We have rebuilt our dossier systems to match, improving speed, traceability and the security of client data.',
    date: '2024-01-15',
    readTime: '5 min read',
    category: 'Technology',
    author: 'Yaw Boakye',
    image: {
      src: '/assets/news/digital-transformation.svg',
      alt: 'Illustration of a laptop showing a structured electronic dossier, with document folders connected by lines',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `Regulatory work has long been measured in paper: printed dossiers, courier receipts and binders of correspondence. That is changing quickly. Regulators in the region now accept or require online submission for many procedures, NAFDAC through its NAPAMS portal and the Ghana Food and Drugs Authority through its online services, and the African Medicines Agency is being built with digital systems from the start. Over the past year, ${site.shortName} has rebuilt its own systems so that every dossier we prepare is digital from the first document to the final approval.`,
      },
      { type: 'heading', text: 'What has changed' },
      {
        type: 'list',
        items: [
          'An electronic dossier repository organised by CTD module, with version control for every document',
          'Validation of file formats, bookmarks and hyperlinks before anything is submitted',
          'A single deadline calendar for registrations, renewals, variations and trademark maintenance',
          'Secure client portals for exchanging documents, in place of e-mail attachments',
          'Audit trails that record who changed each document and when',
        ],
      },
      {
        type: 'paragraph',
        text: 'The benefits for clients are practical. Documents prepared once can be reused across several national applications, with controlled and traceable changes, which reduces errors when a product is filed in several markets. Renewal and variation deadlines are tracked by the system rather than in individual diaries. When a regulator raises a query, the right version of the right section can be retrieved in minutes, and the response can be drafted with the full history of the submission at hand.',
      },
      { type: 'heading', text: 'Security and confidentiality' },
      {
        type: 'paragraph',
        text: 'Dossiers contain commercially sensitive information, including manufacturing processes and unpublished study data. Our systems encrypt data in transit and at rest, restrict access by client and by role, and keep regular offline backups. Access rights are reviewed periodically, and personal data is handled in accordance with Ghana\'s Data Protection Act, 2012 (Act 843). We use client documents only for the work we are engaged to do, and we return or destroy them at the end of an engagement on request.',
      },
      {
        type: 'paragraph',
        text: 'Digital tools support regulatory judgement; they do not replace it. The real gain is time: time that our specialists now spend on the substance of a dossier and on dialogue with regulators, rather than on assembling paper. We will continue to adapt as regulators in the region move towards the electronic Common Technical Document (eCTD) and as the African Medicines Agency establishes its procedures and systems.',
      },
    ],
  },
  {
    slug: 'madrid-expansion',
    title: 'Madrid Protocol Services Extended to Full International Portfolios',
    excerpt:
      'Our expanded Madrid Protocol service helps brand owners file one international application through WIPO and manage designations, refusals and renewals across Africa and worldwide.',
    date: '2024-01-09',
    readTime: '5 min read',
    category: 'Services',
    author: 'Nana Adjei',
    image: {
      src: '/assets/news/madrid-expansion.svg',
      alt: 'Illustration of a globe with connected markers, linked to a single trademark application form',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `${site.shortName} has extended its Madrid Protocol service to manage international trademark portfolios from end to end, from the base application in the office of origin to designations, refusals and renewals. The Madrid System, administered by the World Intellectual Property Organization (WIPO) in Geneva, lets a brand owner file one international application, in one language and with one set of fees, and designate any of the more than 120 countries its members cover. For pharmaceutical companies selling under one brand in many markets, it is often the most efficient route.`,
      },
      { type: 'heading', text: 'How the Madrid System works' },
      {
        type: 'paragraph',
        text: 'An international application must be based on a mark already applied for or registered in the applicant\'s office of origin, such as the Registrar-General\'s Department in Ghana, which has been party to the Madrid Protocol since 2008. WIPO examines the application for formalities and records the international registration, and each designated office then examines the mark under its own law. An office that does not notify a refusal within the time limit, twelve or eighteen months depending on the member, must protect the mark. In practice, protection is typically secured in 8 to 15 months.',
      },
      {
        type: 'paragraph',
        text: 'Africa deserves particular attention. The Organisation Africaine de la Propriété Intellectuelle (OAPI) joined the Madrid Protocol in 2015, so a single designation of OAPI covers its seventeen member states in West and Central Africa. ARIPO is not itself a Madrid member, so its regional route is used alongside Madrid where it gives better coverage. Some large markets, Nigeria among them, are not party to the Madrid Protocol and still require national filings. The expanded service includes:',
      },
      {
        type: 'list',
        items: [
          'Clearance searches in each market to be designated',
          'Preparation and filing of international applications through the office of origin',
          'Subsequent designations as a client\'s markets grow',
          'Responses to provisional refusals, working with local counsel',
          'Monitoring of the five-year dependency period and of ten-year renewals with WIPO',
        ],
      },
      {
        type: 'paragraph',
        text: 'An international registration depends on the base mark for five years: if the base application or registration is refused or cancelled during that period, the international registration falls with it, although it can be converted into national applications. We therefore review the strength of the base mark before filing and, where there is a risk, recommend national or regional filings in key markets alongside Madrid. Clients can request a portfolio review comparing routes, costs and timelines for their target countries.',
      },
    ],
  },
  {
    slug: 'quality-assurance',
    title: 'Quality Assurance in the Medicine Supply Chain: Our Approach',
    excerpt:
      'From supplier qualification to temperature monitoring and batch testing, we explain the controls that keep substandard and falsified medicines out of our supply chain.',
    date: '2024-01-03',
    readTime: '6 min read',
    category: 'Quality',
    author: 'Dr. Akosua Frimpong',
    image: {
      src: '/assets/news/quality-assurance.svg',
      alt: 'Illustration of a magnifying glass over a medicine batch label, beside a thermometer and a checklist',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `The World Health Organization has estimated that around one in ten medical products circulating in low- and middle-income countries is substandard or falsified. Antimalarials and antibiotics are among the products most often affected, and the consequences are serious: treatment failure, avoidable deaths and the spread of drug resistance. For a supplier to public health programmes, quality assurance is therefore not a single department but a chain of controls, each of which must hold. This article sets out how those controls work at ${site.shortName}.`,
      },
      { type: 'heading', text: 'Controls at every stage' },
      {
        type: 'list',
        items: [
          'Supplier qualification: we source finished products only from manufacturers whose products are WHO-prequalified or approved by a stringent regulatory authority, and we verify GMP evidence before the first order.',
          'Batch release: every batch arrives with a certificate of analysis, which is checked against the approved specification before the stock is released.',
          'Independent testing: samples from selected batches are tested by an accredited laboratory, and every delivery is inspected on receipt for visual defects and packaging anomalies.',
          'Storage and transport: products are stored and moved under Good Distribution Practice, with continuous temperature monitoring and validated cold-chain packaging where required.',
          'Traceability: batch numbers are recorded at every step, so that any batch can be traced to its recipients within hours.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Storage conditions matter in our climate. Ghana and most of West Africa fall within WHO climatic zone IVb, which is hot and very humid, and the stability data for the products we supply must support storage under those conditions. Most oral antimalarials are stored below 30 degrees C and protected from moisture, while some other products need refrigeration. Our warehouse in Accra has been temperature-mapped and is monitored around the clock, with alarms that reach the pharmacist on call at any hour.',
      },
      { type: 'heading', text: 'When something goes wrong' },
      {
        type: 'paragraph',
        text: 'No system is perfect, and an effective quality system plans for failure. We maintain written procedures for complaints, deviations and recalls, and we test them through mock recall exercises. Suspected quality defects and adverse reactions reported by clients are investigated, reported to the relevant national regulator and shared with the manufacturer. Clients can report a concern at any time through our 24/7 emergency line, and every report receives a written response.',
      },
      {
        type: 'quote',
        text: 'Every link in the supply chain is a promise to the patient at the end of it. Our job is to make sure none of those promises is broken.',
        cite: 'Dr. Akosua Frimpong, Head of Quality Assurance',
      },
    ],
  },
  {
    slug: 'procurement-reforms',
    title: 'Public Procurement Reforms and What They Mean for Medicine Suppliers',
    excerpt:
      'Electronic procurement, stricter quality requirements and greater transparency are changing how governments in West Africa buy medicines. Suppliers need to adapt.',
    date: '2023-12-28',
    readTime: '5 min read',
    category: 'Procurement',
    author: 'Kofi Agyeman',
    image: {
      src: '/assets/news/procurement-reforms.svg',
      alt: 'Illustration of a sealed tender envelope beside a computer screen showing an electronic procurement portal',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: 'Governments in West Africa buy a large share of the region\'s essential medicines, either directly or through national programmes and central medical stores. Over the past decade, the rules that govern those purchases have been steadily reformed. The aims are consistent across countries: more transparency, better value for public money and stronger assurance that the medicines bought are of good quality. For suppliers, the reforms bring more predictable processes but also higher expectations, and the companies that prepare for them are the ones that win and keep public contracts.',
      },
      { type: 'heading', text: 'The direction of reform' },
      {
        type: 'paragraph',
        text: 'In Ghana, public procurement is governed by the Public Procurement Act, 2003 (Act 663), as amended in 2016 by Act 914, and overseen by the Public Procurement Authority. The amendment strengthened procurement planning and provided for framework agreements and electronic procurement, and the Authority has been extending the Ghana Electronic Procurement System (GHANEPS) to more public entities. In Nigeria, the Public Procurement Act, 2007 established the Bureau of Public Procurement on similar principles. Across the region, open competitive tendering is the default, with restricted and single-source methods allowed only on stated grounds.',
      },
      {
        type: 'paragraph',
        text: 'Donor-funded procurement adds requirements of its own. The Global Fund, for example, requires finished pharmaceutical products to be WHO-prequalified, authorised by a stringent regulatory authority or recommended by its Expert Review Panel, and many national programmes apply a similar standard to their own purchases of antimalarials. Tender documents increasingly ask for evidence of quality systems, Good Distribution Practice and past delivery performance, not only for the lowest price.',
      },
      { type: 'heading', text: 'How suppliers should prepare' },
      {
        type: 'list',
        items: [
          'Register early on electronic procurement platforms and keep company documents current',
          'Keep a ready file of product registrations, WHO prequalification letters and GMP certificates',
          'Price on a delivered basis and state the Incoterms clearly',
          'Arrange tender securities and performance guarantees with your bank well in advance',
          'Record delivery performance, since past performance is increasingly assessed',
        ],
      },
      {
        type: 'paragraph',
        text: `${site.shortName} has taken part in more than 500 government contracts since 2009, and our tender team supports manufacturers and distributors through every step, from reading the tender documents to preparing compliant bids and managing delivery. We welcome the reforms. Clear and transparent rules reward suppliers who invest in quality, and they protect the patients at the end of the supply chain.`,
      },
    ],
  },
  {
    slug: 'year-end-review',
    title: '2023 in Review: A Year of Milestones for Medicines Regulation in Africa',
    excerpt:
      'From the first approvals of a new malaria vaccine to progress on the African Medicines Agency, 2023 was a significant year for regulation in Africa. We look back, and ahead.',
    date: '2023-12-21',
    readTime: '6 min read',
    category: 'Business',
    author: 'Dr. Kwesi Amoako',
    image: {
      src: '/assets/news/year-end-review.svg',
      alt: 'Illustration of a calendar with highlighted milestones beside a timeline rising into the new year',
      width: 1200,
      height: 675,
    },
    body: [
      {
        type: 'paragraph',
        text: `As 2023 draws to a close, it is worth pausing to take stock. It was a year in which several long-running efforts in African medicines regulation reached visible milestones, and in which the case for strong, harmonised regulatory systems became clearer than ever. It was also a busy year for ${site.shortName}, as we extended our compliance network across the continent and supported clients in more markets than at any time since our founding in Accra in 2009.`,
      },
      { type: 'heading', text: 'The year in regulation' },
      {
        type: 'list',
        items: [
          'April: the Ghana Food and Drugs Authority became the first regulator in the world to approve the R21/Matrix-M malaria vaccine, and NAFDAC in Nigeria followed days later.',
          'July: the African Union Executive Council selected Kigali, Rwanda, as the host of the African Medicines Agency, whose founding treaty entered into force in November 2021.',
          'October: the World Health Organization recommended R21/Matrix-M for the prevention of malaria in children.',
          'Throughout the year: regional harmonisation programmes, including the ECOWAS programme coordinated by WAHO, continued joint assessments of medicine dossiers.',
        ],
      },
      { type: 'heading', text: 'Our year' },
      {
        type: 'paragraph',
        text: 'For the company, 2023 was the year our pan-African compliance network took shape. We now work with regulatory and legal partners across 12 African countries, giving clients one point of contact for registrations, trademark filings and post-approval obligations in several markets at once. Our supply business, which passed 500 government contracts in 2020, kept on-time delivery at 95%, and our regulatory team maintained a 98% success rate on submissions while handling more files than in any previous year.',
      },
      {
        type: 'paragraph',
        text: 'Looking ahead to 2024, three themes will shape our work. The first is the start of operations at the African Medicines Agency, which will change how many products are assessed. The second is the wider use of malaria vaccines in national programmes, alongside continued demand for treatment and chemoprevention. The third is the move to electronic submissions across the region. We enter the year preparing for the renewal of our WAHO certification, with an expanded trademark team and stronger digital systems.',
      },
      {
        type: 'paragraph',
        text: 'We thank our clients, our partners and the regulators we work with for their trust and cooperation in 2023. Public health in West Africa depends on many institutions working well together, and we are proud to play our part. Our office in Accra will observe the Christmas and New Year public holidays, and our emergency line remains available 24/7 throughout the holiday period for urgent supply and product safety matters.',
      },
    ],
  },
];
