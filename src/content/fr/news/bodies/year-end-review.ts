import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/year-end-review (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `Alors que 2023 touche à sa fin, il est temps de faire le point. Cette année a vu plusieurs chantiers de longue haleine de la réglementation pharmaceutique africaine franchir des étapes visibles, et la nécessité de systèmes de réglementation solides et harmonisés est apparue plus clairement que jamais. Ce fut aussi une année chargée pour ${site.shortName} : nous avons étendu notre réseau de conformité à travers le continent et accompagné des clients sur davantage de marchés qu’à aucun autre moment depuis notre création à Accra en 2009.`
  },
  {
    type: "heading",
    text: "L’année réglementaire"
  },
  {
    type: "list",
    items: [
      "Avril : la Food and Drugs Authority (FDA) du Ghana est devenue la première autorité de réglementation au monde à approuver le vaccin antipaludique R21/Matrix-M, et la NAFDAC au Nigeria lui a emboîté le pas quelques jours plus tard.",
      "Juin : le Rwanda et la Commission de l’Union africaine (CUA) ont signé l’accord de siège de l’Agence africaine du médicament (AMA) à Kigali, ville retenue par le Conseil exécutif de l’Union africaine en 2022 ; le traité portant création de l’Agence est entré en vigueur en novembre 2021.",
      "Octobre : l’Organisation mondiale de la Santé (OMS) a recommandé le R21/Matrix-M pour la prévention du paludisme chez l’enfant.",
      "Tout au long de l’année : les programmes d’harmonisation régionale, dont celui de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) coordonné par l’Organisation Ouest Africaine de la Santé (OOAS), ont poursuivi les évaluations conjointes de dossiers de médicaments."
    ]
  },
  {
    type: "heading",
    text: "Notre année"
  },
  {
    type: "paragraph",
    text: "Pour l’entreprise, 2023 a été l’année où notre réseau panafricain de conformité a pris forme. Nous travaillons désormais avec des partenaires réglementaires et juridiques dans 12 pays africains, ce qui offre à nos clients un interlocuteur unique pour les enregistrements, les dépôts de marques et les obligations postérieures à l’autorisation sur plusieurs marchés à la fois. Notre activité d’approvisionnement, qui avait franchi le cap des 500 contrats publics en 2020, a maintenu un taux de livraison dans les délais de 95 %, et notre équipe réglementaire a conservé un taux de réussite de 98 % sur ses soumissions tout en traitant plus de dossiers qu’au cours de toute année précédente."
  },
  {
    type: "paragraph",
    text: "Pour 2024, trois thèmes orienteront nos travaux. Le premier est le démarrage des activités de l’Agence africaine du médicament, qui modifiera la manière dont de nombreux produits sont évalués. Le deuxième est le recours accru aux vaccins antipaludiques dans les programmes nationaux, parallèlement à une demande soutenue de traitements et de chimioprévention. Le troisième est le passage aux soumissions électroniques dans toute la région. Nous abordons l’année en préparant le renouvellement de notre certification OOAS, avec une équipe marques renforcée et des systèmes numériques consolidés."
  },
  {
    type: "paragraph",
    text: "Nous remercions nos clients, nos partenaires et les autorités de réglementation avec lesquelles nous travaillons de leur confiance et de leur coopération en 2023. La santé publique en Afrique de l’Ouest repose sur le bon fonctionnement conjoint de nombreuses institutions, et nous sommes fiers d’y apporter notre contribution. Notre bureau d’Accra sera fermé pendant les jours fériés de Noël et du Nouvel An, et notre ligne d’urgence reste joignable 24 h/24 et 7 j/7 pendant toute la période des fêtes pour les questions urgentes d’approvisionnement et de sécurité des produits."
  }
];
