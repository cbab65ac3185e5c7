import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/who-guidelines-update; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "The World Health Organization publishes its malaria recommendations as a single, consolidated set of WHO Guidelines for malaria, updated online as new evidence is reviewed. Several updates over the past two years matter directly to programmes and suppliers in West Africa, where the burden of malaria is among the highest in the world. This article summarises the main changes and what they mean in practice. It is written for procurement and regulatory professionals and is not clinical guidance: prescribers should always follow the current WHO guidelines and their national treatment policy."
  },
  {
    type: "heading",
    text: "The main changes"
  },
  {
    type: "list",
    items: [
      "October 2023: WHO recommended the R21/Matrix-M vaccine for the prevention of malaria in children, alongside the RTS,S/AS01 vaccine recommended in 2021. R21/Matrix-M was prequalified by WHO in December 2023.",
      "2022: the chemoprevention recommendations, including seasonal and perennial malaria chemoprevention, were revised to give programmes more flexibility on age groups, number of cycles and geography, based on local transmission.",
      "2022: artemether-lumefantrine was recommended for the treatment of uncomplicated falciparum malaria during the first trimester of pregnancy.",
      "Unchanged: severe malaria is treated with injectable artesunate for at least 24 hours, followed by a full three-day course of an ACT."
    ]
  },
  {
    type: "paragraph",
    text: "Vaccines add to the toolkit rather than replacing it. Both vaccines are given as four doses starting from around five months of age, and they are introduced through national immunisation programmes, with support from Gavi. Ghana was among the first countries to introduce RTS,S through the WHO-coordinated pilot programme from 2019, and in April 2023 its Food and Drugs Authority became the first regulator to approve R21/Matrix-M. Demand for treatment will not disappear: vaccinated children still need prompt diagnosis and effective treatment when they fall ill."
  },
  {
    type: "heading",
    text: "Implications for procurement"
  },
  {
    type: "paragraph",
    text: "The chemoprevention changes allow countries to extend campaigns to older children or to add cycles where local data support it, which can change the quantities of sulfadoxine-pyrimethamine plus amodiaquine needed for seasonal malaria chemoprevention. Programmes should revisit their forecasts early. Seasonal campaigns in the Sahel run during the rainy season, typically in monthly cycles from July to October, and products must arrive before the first cycle begins. Co-packaged, dispersible paediatric presentations remain preferred because they are easier to give to young children."
  },
  {
    type: "paragraph",
    text: "For treatment, the first-trimester recommendation removes a long-standing barrier to using artemether-lumefantrine in early pregnancy, and facilities that serve antenatal clients should make sure it is available. Quality remains the common thread, because every recommendation assumes medicines that meet international standards. We continue to supply only WHO-prequalified or stringently approved antimalarials, and our medical team can help programmes review their product lists and forecasts against the current recommendations."
  }
];
