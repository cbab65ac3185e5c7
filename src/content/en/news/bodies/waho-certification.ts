import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/waho-certification; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} has completed the renewal of its regional certification under the West African Health Organisation (WAHO) framework, following a review of our dossier-preparation procedures, document control, staff competence records and quality management system. The renewal continues a relationship that began in 2012, when the company first achieved WAHO certification three years after its founding in Accra. For clients, it confirms that the regulatory work we prepare for submissions across the Economic Community of West African States is built to the standards the regional system expects.`
  },
  {
    type: "heading",
    text: "Why the regional framework matters"
  },
  {
    type: "paragraph",
    text: "WAHO is the specialised health agency of ECOWAS. It was created by a Protocol signed in Abuja in 1987 and has its headquarters in Bobo-Dioulasso, Burkina Faso. Its mandate is to improve the health of the peoples of the region through cooperation and harmonisation among its member states. In medicines regulation, WAHO coordinates the ECOWAS Medicines Regulatory Harmonisation programme, through which national regulators share assessment work, align technical requirements and reduce duplication. For manufacturers, that work means more predictable timelines and a common dossier format that can be reused across several markets."
  },
  {
    type: "paragraph",
    text: "The review was carried out over several weeks and examined how work moves through our office, from first enquiry to final submission. Reviewers looked at a sample of recent files covering several product types, including antimalarials, antibiotics and paediatric formulations, and traced each one back to its source documents. Particular attention was paid to how we check manufacturers' data before it reaches a regulator, since an error caught early can save months later in the process. The areas reviewed included:"
  },
  {
    type: "list",
    items: [
      "Preparation of dossiers in the Common Technical Document (CTD) format used by ECOWAS regulators",
      "Document control, version history and the translation of submissions into English, French and Portuguese",
      "Verification of the Good Manufacturing Practice (GMP) evidence supplied by manufacturers",
      "Review of stability data against climatic zone IVb conditions (30 degrees C and 75% relative humidity)",
      "Training and competence records for regulatory, quality and pharmacovigilance staff"
    ]
  },
  {
    type: "quote",
    text: "Regional certification is not a badge we display and forget. It is a discipline that shapes how every dossier leaves this office, and renewing it keeps us honest about the standards our clients and regulators rely on.",
    cite: "Dr. Ama Mensah, Director of Regulatory Affairs"
  },
  {
    type: "paragraph",
    text: "For manufacturers and distributors, the practical effect is continuity. Products already in preparation continue on their current timelines, which for a regional WAHO procedure typically run six to eight months from a complete dossier, and our success rate on regional submissions remains at 98%. Clients planning submissions to several ECOWAS markets can ask our regulatory team for an assessment of their dossiers against current regional requirements. As always, we respond to every enquiry within 24 hours."
  }
];
