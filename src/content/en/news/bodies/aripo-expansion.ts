import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/aripo-expansion; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} has expanded the part of its trademark practice dedicated to the African Regional Intellectual Property Organization (ARIPO), adding search, filing and portfolio management capacity to meet growing demand from pharmaceutical manufacturers. Brand protection has become a practical regulatory concern: a medicine's trade name appears on the marketing authorisation, the packaging and the tender documents, and a conflict discovered late can delay a launch or force costly relabelling. Securing the mark early, in every market where the product will be sold, is part of planning a registration.`
  },
  {
    type: "heading",
    text: "ARIPO and the Banjul Protocol"
  },
  {
    type: "paragraph",
    text: "ARIPO was established in 1976 under the Lusaka Agreement and has its headquarters in Harare, Zimbabwe. Its trademark system is governed by the Banjul Protocol on Marks, adopted in 1993, which allows an applicant to file one application designating several Banjul Protocol member states. ARIPO examines the application for formalities, and each designated state then examines it under its own law and may refuse protection within the prescribed period. A mark registered in this way has the same effect in each designated state as a national registration and is renewable every ten years."
  },
  {
    type: "paragraph",
    text: "Regional filing brings real savings. One application, one set of documents and one renewal date replace separate national procedures, which can reduce filing and maintenance costs by up to 70%, and registration typically follows in 12 to 18 months. The regional route does not cover everywhere, however. Not every ARIPO member has joined the Banjul Protocol: Ghana, for example, is an ARIPO member but protects marks through national filings with the Registrar-General's Department, while Nigeria and the OAPI states, most of them French-speaking, have systems of their own. A sound strategy combines routes."
  },
  {
    type: "heading",
    text: "What the expanded team offers"
  },
  {
    type: "list",
    items: [
      "Availability searches across the ARIPO, national and Madrid registers before a product name is fixed",
      "Regional applications in Class 5 (pharmaceutical preparations) and related classes",
      "Responses to refusals issued by designated states, with local counsel where required",
      "Monitoring of renewal deadlines and of conflicting marks published for opposition",
      "Alignment of trademark filings with product registration timelines"
    ]
  },
  {
    type: "paragraph",
    text: "The practice is led from Accra and works with local counsel in each designated state where a refusal or an opposition requires a response under national law. Brand owners planning launches in eastern and southern Africa alongside West Africa can request a filing strategy that compares the ARIPO, Madrid and national routes for their target markets, with indicative costs and timelines for each. As with all our services, enquiries receive a response within 24 hours."
  }
];
