import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/procurement-reforms; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "Governments in West Africa buy a large share of the region's essential medicines, either directly or through national programmes and central medical stores. Over the past decade, the rules that govern those purchases have been steadily reformed. The aims are consistent across countries: more transparency, better value for public money and stronger assurance that the medicines bought are of good quality. For suppliers, the reforms bring more predictable processes but also higher expectations, and the companies that prepare for them are the ones that win and keep public contracts."
  },
  {
    type: "heading",
    text: "The direction of reform"
  },
  {
    type: "paragraph",
    text: "In Ghana, public procurement is governed by the Public Procurement Act, 2003 (Act 663), as amended in 2016 by Act 914, and overseen by the Public Procurement Authority. The amendment strengthened procurement planning and provided for framework agreements and electronic procurement, and the Authority has been extending the Ghana Electronic Procurement System (GHANEPS) to more public entities. In Nigeria, the Public Procurement Act, 2007 established the Bureau of Public Procurement on similar principles. Across the region, open competitive tendering is the default, with restricted and single-source methods allowed only on stated grounds."
  },
  {
    type: "paragraph",
    text: "Donor-funded procurement adds requirements of its own. The Global Fund, for example, requires finished pharmaceutical products to be WHO-prequalified, authorised by a stringent regulatory authority or recommended by its Expert Review Panel, and many national programmes apply a similar standard to their own purchases of antimalarials. Tender documents increasingly ask for evidence of quality systems, Good Distribution Practice and past delivery performance, not only for the lowest price."
  },
  {
    type: "heading",
    text: "How suppliers should prepare"
  },
  {
    type: "list",
    items: [
      "Register early on electronic procurement platforms and keep company documents current",
      "Keep a ready file of product registrations, WHO prequalification letters and GMP certificates",
      "Price on a delivered basis and state the Incoterms clearly",
      "Arrange tender securities and performance guarantees with your bank well in advance",
      "Record delivery performance, since past performance is increasingly assessed"
    ]
  },
  {
    type: "paragraph",
    text: `${site.shortName} has taken part in more than 500 government contracts since 2009, and our tender team supports manufacturers and distributors through every step, from reading the tender documents to preparing compliant bids and managing delivery. We welcome the reforms. Clear and transparent rules reward suppliers who invest in quality, and they protect the patients at the end of the supply chain.`
  }
];
