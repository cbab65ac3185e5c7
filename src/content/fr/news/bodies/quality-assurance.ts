import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/quality-assurance (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `L’Organisation mondiale de la Santé (OMS) a estimé qu’environ un produit médical sur dix circulant dans les pays à revenu faible ou intermédiaire est de qualité inférieure ou falsifié. Les antipaludiques et les antibiotiques figurent parmi les produits les plus souvent concernés, et les conséquences sont graves : échecs thérapeutiques, décès évitables et propagation de la pharmacorésistance. Pour un fournisseur des programmes de santé publique, l’assurance qualité n’est donc pas un simple service de l’entreprise, mais une chaîne de contrôles dont chaque maillon doit tenir. Cet article présente le fonctionnement de ces contrôles chez ${site.shortName}.`
  },
  {
    type: "heading",
    text: "Des contrôles à chaque étape"
  },
  {
    type: "list",
    items: [
      "Qualification des fournisseurs : nous nous approvisionnons en produits finis exclusivement auprès de fabricants dont les produits sont préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, et nous vérifions les preuves de conformité aux bonnes pratiques de fabrication (BPF) avant la première commande.",
      "Libération des lots : chaque lot arrive accompagné d’un certificat d’analyse, vérifié au regard de la spécification approuvée avant la libération du stock.",
      "Analyses indépendantes : des échantillons de lots sélectionnés sont analysés par un laboratoire accrédité, et chaque livraison est inspectée à réception afin de détecter les défauts visuels et les anomalies de conditionnement.",
      "Stockage et transport : les produits sont stockés et acheminés conformément aux bonnes pratiques de distribution (BPD), avec une surveillance continue de la température et des emballages validés pour la chaîne du froid lorsque cela est nécessaire.",
      "Traçabilité : les numéros de lot sont enregistrés à chaque étape, de sorte que tout lot peut être retracé jusqu’à ses destinataires en quelques heures."
    ]
  },
  {
    type: "paragraph",
    text: "Les conditions de stockage sont déterminantes sous notre climat. Le Ghana et la majeure partie de l’Afrique de l’Ouest relèvent de la zone climatique IVb de l’OMS, chaude et très humide, et les données de stabilité des produits que nous fournissons doivent justifier un stockage dans ces conditions. La plupart des antipaludiques oraux se conservent à une température inférieure à 30 °C, à l’abri de l’humidité, tandis que certains autres produits doivent être réfrigérés. Notre entrepôt d’Accra a fait l’objet d’une cartographie des températures et est surveillé en permanence, avec des alarmes qui parviennent à toute heure au pharmacien d’astreinte."
  },
  {
    type: "heading",
    text: "Lorsqu’un problème survient"
  },
  {
    type: "paragraph",
    text: "Aucun système n’est parfait, et un système qualité efficace prévoit la défaillance. Nous disposons de procédures écrites pour les réclamations, les déviations et les rappels, et nous les mettons à l’épreuve au moyen d’exercices de rappel simulé. Les défauts de qualité suspectés et les effets indésirables signalés par les clients font l’objet d’une investigation, sont déclarés à l’autorité nationale de réglementation compétente et sont communiqués au fabricant. Les clients peuvent signaler une préoccupation à tout moment au moyen de notre ligne d’urgence, joignable 24 h/24 et 7 j/7, et chaque signalement reçoit une réponse écrite."
  },
  {
    type: "quote",
    text: "Chaque maillon de la chaîne d’approvisionnement est une promesse faite au patient qui se trouve à son extrémité. Notre rôle est de veiller à ce qu’aucune de ces promesses ne soit rompue.",
    cite: "Dr Akosua Frimpong, responsable de l’assurance qualité"
  }
];
