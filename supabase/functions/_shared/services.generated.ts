// Generated from src/content/services/manifest.ts by `npm run generate:services`. Do not edit.
// The contact function deploys on its own, so it carries this copy of the services it accepts.

/** Service id -> the English label the e-mail to the company shows, in the form's order. */
export const SERVICE_LABELS = {
  "malariaDrugs": "Malaria Drug Sales",
  "trademark": "Trademark Registration",
  "aripo": "ARIPO Services",
  "madrid": "Madrid Protocol",
  "waho": "WAHO Compliance",
  "nafdac": "NAFDAC Registration",
  "ghanaFda": "Ghana FDA Services",
  "who": "WHO Prequalification",
  "ama": "African Medicines Harmonization",
  "ecowas": "ECOWAS Services",
  "regulatory": "Regulatory Consulting",
} as const;

export type Service = keyof typeof SERVICE_LABELS;
export const SERVICES = Object.keys(SERVICE_LABELS) as Service[];
