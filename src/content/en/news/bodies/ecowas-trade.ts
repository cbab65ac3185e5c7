import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/ecowas-trade; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "The Economic Community of West African States was founded in 1975 by the Treaty of Lagos to promote economic integration among its members. The fifteen countries of the region have a combined population of around 400 million; since Burkina Faso, Mali and Niger left on 29 January 2025, the Community has twelve member states. For pharmaceutical companies, the region is a natural market: disease burdens are shared, supply routes cross borders and many countries rely heavily on imported medicines. Yet moving a medicine from one ECOWAS country to another involves two separate sets of rules, trade rules and regulatory rules, and both must be satisfied."
  },
  {
    type: "heading",
    text: "Trade rules: lower barriers at the border"
  },
  {
    type: "paragraph",
    text: "The ECOWAS Trade Liberalisation Scheme (ETLS) allows goods that meet the Community's rules of origin to move between member states free of import duties, provided the producer and the product have been approved under the scheme and the consignment carries an ECOWAS certificate of origin. Goods from outside the region are subject to the ECOWAS Common External Tariff, applied since 2015. Since trading began in 2021, the African Continental Free Trade Area, whose secretariat is in Accra, has added a continental layer of tariff reductions that are being phased in over several years."
  },
  {
    type: "heading",
    text: "Regulatory rules: authorisation is still national"
  },
  {
    type: "paragraph",
    text: "Tariff preferences do not replace marketing authorisation. A medicine must be registered with the national regulatory authority of each country where it is sold, such as the Ghana Food and Drugs Authority or NAFDAC in Nigeria, and each consignment needs the import permits that the authority requires. Regional harmonisation, coordinated by WAHO, is narrowing the differences: regulators share assessments and accept a common dossier format, so one well-prepared Common Technical Document can support several national applications. In practice, a compliant cross-border consignment needs the following:"
  },
  {
    type: "list",
    items: [
      "A valid marketing authorisation for the product in the destination country",
      "An import permit or equivalent authorisation issued for the consignment",
      "ETLS approval of the manufacturer and product, where duty-free treatment is claimed",
      "A certificate of origin, commercial invoice, packing list and certificate of analysis with the goods",
      "Labelling that meets the destination country's language and information requirements"
    ]
  },
  {
    type: "paragraph",
    text: "Our ECOWAS team handles trade and regulatory work together, so that clients do not discover a missing permit at the border. We map the authorisations needed for each route, prepare the registration dossiers and track renewals, so that stock can move when it is needed. Market entry usually begins with a two-to-four-week assessment of the target markets, followed by registration and import planning for each of them."
  }
];
