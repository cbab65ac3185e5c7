import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/q4-results; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} closed 2023 with its strongest fourth quarter to date. Demand for quality-assured antimalarials remained high ahead of the 2024 procurement cycle, and regulatory services grew as manufacturers prepared submissions to national regulators and regional programmes. Across the quarter, the company delivered against contracts for ministries of health, national programmes and non-governmental organisations in several countries, and added new clients in trademark registration. This summary reports operational results; audited financial statements for the year will follow in the ordinary course.`
  },
  {
    type: "heading",
    text: "Quarter highlights"
  },
  {
    type: "list",
    items: [
      "Antimalarial supply volumes up 18% on the fourth quarter of 2022, led by ACTs and paediatric dispersible tablets",
      "96% of deliveries completed on or before the contractual date",
      "41 regulatory submissions filed with national and regional authorities, a quarterly record",
      "27 new trademark applications across the ARIPO, Madrid and national routes",
      "More than 520 government contracts delivered since the company was founded in 2009"
    ]
  },
  {
    type: "paragraph",
    text: "The supply business benefited from earlier forecasting with public-sector clients, which allowed orders to be placed before seasonal peaks rather than during them. Lead times from order confirmation to delivery shortened compared with the previous quarter, helped by consolidated shipments and buffer stock held in Accra. All antimalarials supplied were WHO-prequalified or approved by a stringent regulatory authority, in line with the quality policies of our public and donor-funded clients. No product quality complaint was confirmed during the quarter."
  },
  {
    type: "paragraph",
    text: "In regulatory services, the largest share of new work concerned product registration with the Ghana Food and Drugs Authority and with NAFDAC in Nigeria, followed by preparation for regional procedures coordinated by WAHO. Interest in the African Medicines Agency also grew, as manufacturers began to plan for continental procedures once the agency is operational. Our overall success rate on submissions remained at 98%, and average response times to regulators' queries fell compared with the third quarter."
  },
  {
    type: "heading",
    text: "Outlook for 2024"
  },
  {
    type: "paragraph",
    text: "For 2024 we expect continued demand for antimalarials, supported by chemoprevention campaigns and by the introduction of malaria vaccines in national programmes, which will complement treatment rather than replace it. In regulatory services, our priorities are the renewal of our WAHO regional certification, further investment in electronic dossier management and the extension of our trademark practice. We thank our clients and partners for their continued confidence."
  }
];
