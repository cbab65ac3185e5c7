import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/ghana-health-partnership; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} has signed a three-year partnership with a network of district and faith-based hospitals in the Volta and Oti regions to improve the availability of quality-assured malaria medicines. The agreement combines the supply of WHO-prequalified antimalarials with practical support for forecasting, storage and stock reporting. It responds to a problem the facilities described plainly during planning: stock-outs of key products, particularly paediatric formulations and injectable artesunate, tend to occur at the start of the rainy season, when malaria cases rise and resupply is slowest.`
  },
  {
    type: "heading",
    text: "What the partnership provides"
  },
  {
    type: "list",
    items: [
      "Quarterly consumption-based forecasts, reviewed with each facility's pharmacy team",
      "A rotating buffer stock of artemisinin-based combination therapies (ACTs) and injectable artesunate held in Accra",
      "Temperature monitoring in storage areas and during transport",
      "Training for dispensary staff on stock records, storage conditions and reporting suspected substandard products",
      "Monthly availability reports shared with hospital management"
    ]
  },
  {
    type: "paragraph",
    text: "Malaria remains one of the leading causes of outpatient attendance in Ghana, and the whole population is at risk of infection. National treatment guidelines call for confirmation by microscopy or rapid diagnostic test, followed by an ACT for uncomplicated malaria and injectable artesunate for severe malaria. Those guidelines only work if the right products are on the shelf. The partnership is designed to support the public supply system, not to replace it: orders follow each facility's procurement rules, and every product supplied is registered with the Ghana Food and Drugs Authority."
  },
  {
    type: "quote",
    text: "Our pharmacists know what they need. What they have lacked is a supplier who plans with them before the season starts, rather than after the shelves are empty.",
    cite: "Chief pharmacist at a partner hospital, Volta Region"
  },
  {
    type: "heading",
    text: "Measuring results"
  },
  {
    type: "paragraph",
    text: "Both parties have agreed on simple, shared indicators: the share of days on which each tracer medicine is available, order lead times, and the proportion of deliveries received within the agreed temperature range. Results will be reviewed every six months, with the first review scheduled for September 2024. The partnership draws on the same systems that support our government and NGO contracts, where on-time delivery runs at 95%. If the model performs as planned, we intend to offer it to further facility networks in Ghana and in neighbouring countries."
  }
];
