import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/year-end-review; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `As 2023 draws to a close, it is worth pausing to take stock. It was a year in which several long-running efforts in African medicines regulation reached visible milestones, and in which the case for strong, harmonised regulatory systems became clearer than ever. It was also a busy year for ${site.shortName}, as we extended our compliance network across the continent and supported clients in more markets than at any time since our founding in Accra in 2009.`
  },
  {
    type: "heading",
    text: "The year in regulation"
  },
  {
    type: "list",
    items: [
      "April: the Ghana Food and Drugs Authority became the first regulator in the world to approve the R21/Matrix-M malaria vaccine, and NAFDAC in Nigeria followed days later.",
      "June: Rwanda and the African Union Commission signed the host agreement for the headquarters of the African Medicines Agency in Kigali, chosen by the AU Executive Council in 2022; the agency's founding treaty entered into force in November 2021.",
      "October: the World Health Organization recommended R21/Matrix-M for the prevention of malaria in children.",
      "Throughout the year: regional harmonisation programmes, including the ECOWAS programme coordinated by WAHO, continued joint assessments of medicine dossiers."
    ]
  },
  {
    type: "heading",
    text: "Our year"
  },
  {
    type: "paragraph",
    text: "For the company, 2023 was the year our pan-African compliance network took shape. We now work with regulatory and legal partners across 12 African countries, giving clients one point of contact for registrations, trademark filings and post-approval obligations in several markets at once. Our supply business, which passed 500 government contracts in 2020, kept on-time delivery at 95%, and our regulatory team maintained a 98% success rate on submissions while handling more files than in any previous year."
  },
  {
    type: "paragraph",
    text: "Looking ahead to 2024, three themes will shape our work. The first is the start of operations at the African Medicines Agency, which will change how many products are assessed. The second is the wider use of malaria vaccines in national programmes, alongside continued demand for treatment and chemoprevention. The third is the move to electronic submissions across the region. We enter the year preparing for the renewal of our WAHO certification, with an expanded trademark team and stronger digital systems."
  },
  {
    type: "paragraph",
    text: "We thank our clients, our partners and the regulators we work with for their trust and cooperation in 2023. Public health in West Africa depends on many institutions working well together, and we are proud to play our part. Our office in Accra will observe the Christmas and New Year public holidays, and our emergency line remains available 24/7 throughout the holiday period for urgent supply and product safety matters."
  }
];
