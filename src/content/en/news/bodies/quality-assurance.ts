import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/quality-assurance; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `The World Health Organization has estimated that around one in ten medical products circulating in low- and middle-income countries is substandard or falsified. Antimalarials and antibiotics are among the products most often affected, and the consequences are serious: treatment failure, avoidable deaths and the spread of drug resistance. For a supplier to public health programmes, quality assurance is therefore not a single department but a chain of controls, each of which must hold. This article sets out how those controls work at ${site.shortName}.`
  },
  {
    type: "heading",
    text: "Controls at every stage"
  },
  {
    type: "list",
    items: [
      "Supplier qualification: we source finished products only from manufacturers whose products are WHO-prequalified or approved by a stringent regulatory authority, and we verify GMP evidence before the first order.",
      "Batch release: every batch arrives with a certificate of analysis, which is checked against the approved specification before the stock is released.",
      "Independent testing: samples from selected batches are tested by an accredited laboratory, and every delivery is inspected on receipt for visual defects and packaging anomalies.",
      "Storage and transport: products are stored and moved under Good Distribution Practice, with continuous temperature monitoring and validated cold-chain packaging where required.",
      "Traceability: batch numbers are recorded at every step, so that any batch can be traced to its recipients within hours."
    ]
  },
  {
    type: "paragraph",
    text: "Storage conditions matter in our climate. Ghana and most of West Africa fall within WHO climatic zone IVb, which is hot and very humid, and the stability data for the products we supply must support storage under those conditions. Most oral antimalarials are stored below 30 degrees C and protected from moisture, while some other products need refrigeration. Our warehouse in Accra has been temperature-mapped and is monitored around the clock, with alarms that reach the pharmacist on call at any hour."
  },
  {
    type: "heading",
    text: "When something goes wrong"
  },
  {
    type: "paragraph",
    text: "No system is perfect, and an effective quality system plans for failure. We maintain written procedures for complaints, deviations and recalls, and we test them through mock recall exercises. Suspected quality defects and adverse reactions reported by clients are investigated, reported to the relevant national regulator and shared with the manufacturer. Clients can report a concern at any time through our 24/7 emergency line, and every report receives a written response."
  },
  {
    type: "quote",
    text: "Every link in the supply chain is a promise to the patient at the end of it. Our job is to make sure none of those promises is broken.",
    cite: "Dr. Akosua Frimpong, Head of Quality Assurance"
  }
];
