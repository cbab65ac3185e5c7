import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/ghana-health-partnership (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} a signé un partenariat de trois ans avec un réseau d’hôpitaux de district et d’hôpitaux confessionnels des régions de la Volta et d’Oti afin d’améliorer la disponibilité de médicaments antipaludiques de qualité garantie. L’accord associe la fourniture d’antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) à un appui concret en matière de prévision des besoins, de stockage et de déclaration des stocks. Il répond à un problème que les établissements ont décrit sans détour lors de la planification : les ruptures de stock de produits essentiels, en particulier des formulations pédiatriques et de l’artésunate injectable, surviennent généralement au début de la saison des pluies, lorsque les cas de paludisme augmentent et que le réapprovisionnement est le plus lent.`
  },
  {
    type: "heading",
    text: "Ce que prévoit le partenariat"
  },
  {
    type: "list",
    items: [
      "Des prévisions trimestrielles fondées sur la consommation, examinées avec l’équipe de pharmacie de chaque établissement",
      "Un stock tampon renouvelé de combinaisons thérapeutiques à base d’artémisinine (CTA) et d’artésunate injectable, conservé à Accra",
      "Une surveillance de la température dans les zones de stockage et pendant le transport",
      "La formation du personnel des dispensaires à la tenue des fiches de stock, aux conditions de stockage et au signalement des produits suspectés d’être de qualité inférieure",
      "Des rapports mensuels de disponibilité communiqués à la direction des hôpitaux"
    ]
  },
  {
    type: "paragraph",
    text: "Le paludisme demeure l’une des principales causes de consultation externe au Ghana, et l’ensemble de la population est exposé au risque d’infection. Les directives nationales de traitement prévoient une confirmation par microscopie ou par test de diagnostic rapide (TDR), suivie d’une CTA pour le paludisme simple et d’artésunate injectable pour le paludisme grave. Ces directives ne sont efficaces que si les bons produits sont disponibles en rayon. Le partenariat est conçu pour soutenir le système public d’approvisionnement, non pour s’y substituer : les commandes suivent les règles d’achat de chaque établissement, et chaque produit fourni est enregistré auprès de la Food and Drugs Authority (FDA) du Ghana."
  },
  {
    type: "quote",
    text: "Nos pharmaciens savent ce dont ils ont besoin. Ce qui leur manquait, c’est un fournisseur qui planifie avec eux avant le début de la saison, et non une fois les rayons vides.",
    cite: "Pharmacien en chef d’un hôpital partenaire, région de la Volta"
  },
  {
    type: "heading",
    text: "Mesurer les résultats"
  },
  {
    type: "paragraph",
    text: "Les deux parties sont convenues d’indicateurs simples et partagés : la proportion de jours où chaque médicament traceur est disponible, les délais de livraison des commandes et la proportion de livraisons reçues dans la plage de température convenue. Les résultats seront examinés tous les six mois, le premier examen étant prévu en septembre 2024. Le partenariat s’appuie sur les mêmes systèmes que nos contrats avec les gouvernements et les ONG, pour lesquels le taux de livraison dans les délais atteint 95 %. Si le modèle donne les résultats escomptés, nous entendons le proposer à d’autres réseaux d’établissements au Ghana et dans les pays voisins."
  }
];
