import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/digital-transformation; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `Regulatory work has long been measured in paper: printed dossiers, courier receipts and binders of correspondence. That is changing quickly. Regulators in the region now accept or require online submission for many procedures, NAFDAC through its NAPAMS portal and the Ghana Food and Drugs Authority through its online services, and the African Medicines Agency is being built with digital systems from the start. Over the past year, ${site.shortName} has rebuilt its own systems so that every dossier we prepare is digital from the first document to the final approval.`
  },
  {
    type: "heading",
    text: "What has changed"
  },
  {
    type: "list",
    items: [
      "An electronic dossier repository organised by CTD module, with version control for every document",
      "Validation of file formats, bookmarks and hyperlinks before anything is submitted",
      "A single deadline calendar for registrations, renewals, variations and trademark maintenance",
      "Secure client portals for exchanging documents, in place of e-mail attachments",
      "Audit trails that record who changed each document and when"
    ]
  },
  {
    type: "paragraph",
    text: "The benefits for clients are practical. Documents prepared once can be reused across several national applications, with controlled and traceable changes, which reduces errors when a product is filed in several markets. Renewal and variation deadlines are tracked by the system rather than in individual diaries. When a regulator raises a query, the right version of the right section can be retrieved in minutes, and the response can be drafted with the full history of the submission at hand."
  },
  {
    type: "heading",
    text: "Security and confidentiality"
  },
  {
    type: "paragraph",
    text: "Dossiers contain commercially sensitive information, including manufacturing processes and unpublished study data. Our systems encrypt data in transit and at rest, restrict access by client and by role, and keep regular offline backups. Access rights are reviewed periodically, and personal data is handled in accordance with Ghana's Data Protection Act, 2012 (Act 843). We use client documents only for the work we are engaged to do, and we return or destroy them at the end of an engagement on request."
  },
  {
    type: "paragraph",
    text: "Digital tools support regulatory judgement; they do not replace it. The real gain is time: time that our specialists now spend on the substance of a dossier and on dialogue with regulators, rather than on assembling paper. We will continue to adapt as regulators in the region move towards the electronic Common Technical Document (eCTD) and as the African Medicines Agency establishes its procedures and systems."
  }
];
