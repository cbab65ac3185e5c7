import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/who-guidelines-update (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "L’Organisation mondiale de la Santé (OMS) publie ses recommandations sur le paludisme sous la forme d’un ensemble unique et consolidé, les Lignes directrices de l’OMS sur le paludisme, mis à jour en ligne au fil de l’examen de nouvelles données probantes. Plusieurs mises à jour intervenues au cours des deux dernières années concernent directement les programmes et les fournisseurs en Afrique de l’Ouest, où la charge du paludisme figure parmi les plus élevées au monde. Cet article résume les principaux changements et leurs conséquences pratiques. Il s’adresse aux professionnels des achats et de la réglementation et ne constitue pas une recommandation clinique : les prescripteurs doivent toujours suivre les lignes directrices en vigueur de l’OMS et leur politique nationale de traitement."
  },
  {
    type: "heading",
    text: "Les principaux changements"
  },
  {
    type: "list",
    items: [
      "Octobre 2023 : l’OMS a recommandé le vaccin R21/Matrix-M pour la prévention du paludisme chez l’enfant, aux côtés du vaccin RTS,S/AS01 recommandé en 2021. Le R21/Matrix-M a été préqualifié par l’OMS en décembre 2023.",
      "2022 : les recommandations relatives à la chimioprévention, notamment la chimioprévention du paludisme saisonnier (CPS) et la chimioprévention du paludisme pérenne, ont été révisées afin de laisser aux programmes davantage de latitude quant aux tranches d’âge, au nombre de cycles et aux zones géographiques, en fonction de la transmission locale.",
      "2022 : l’artéméther-luméfantrine a été recommandée pour le traitement du paludisme simple à falciparum au cours du premier trimestre de la grossesse.",
      "Inchangé : le paludisme grave est traité par l’artésunate injectable pendant au moins 24 heures, suivi d’un traitement complet de trois jours par une combinaison thérapeutique à base d’artémisinine (CTA)."
    ]
  },
  {
    type: "paragraph",
    text: "Les vaccins viennent compléter les outils existants sans les remplacer. Les deux vaccins sont administrés en quatre doses à partir de l’âge de cinq mois environ, et ils sont introduits dans le cadre des programmes nationaux de vaccination, avec l’appui de Gavi. Le Ghana a été l’un des premiers pays à introduire le RTS,S dans le cadre du programme pilote coordonné par l’OMS à partir de 2019 et, en avril 2023, la Food and Drugs Authority (FDA) du Ghana est devenue la première autorité de réglementation à approuver le R21/Matrix-M. La demande de traitements ne disparaîtra pas pour autant : les enfants vaccinés ont toujours besoin d’un diagnostic rapide et d’un traitement efficace lorsqu’ils tombent malades."
  },
  {
    type: "heading",
    text: "Conséquences pour les achats"
  },
  {
    type: "paragraph",
    text: "Les modifications relatives à la chimioprévention permettent aux pays d’étendre les campagnes à des enfants plus âgés ou d’ajouter des cycles lorsque les données locales le justifient, ce qui peut modifier les quantités de sulfadoxine-pyriméthamine et d’amodiaquine nécessaires à la CPS. Les programmes ont intérêt à réviser leurs prévisions suffisamment tôt. Au Sahel, les campagnes saisonnières se déroulent pendant la saison des pluies, généralement en cycles mensuels de juillet à octobre, et les produits doivent arriver avant le début du premier cycle. Les présentations pédiatriques dispersibles et co-emballées restent privilégiées, car elles sont plus faciles à administrer aux jeunes enfants."
  },
  {
    type: "paragraph",
    text: "En matière de traitement, la recommandation relative au premier trimestre lève un obstacle de longue date à l’utilisation de l’artéméther-luméfantrine en début de grossesse, et les établissements qui assurent les consultations prénatales doivent veiller à sa disponibilité. La qualité demeure le fil conducteur, car chaque recommandation suppose des médicaments conformes aux normes internationales. Nous continuons à ne fournir que des antipaludiques préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, et notre équipe médicale peut aider les programmes à revoir leurs listes de produits et leurs prévisions au regard des recommandations en vigueur."
  }
];
