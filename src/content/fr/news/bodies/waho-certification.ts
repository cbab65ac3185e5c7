import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/waho-certification (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} a achevé le renouvellement de sa certification régionale au titre du cadre de l’Organisation Ouest Africaine de la Santé (OOAS), à l’issue d’un examen de ses procédures de préparation des dossiers, de sa maîtrise documentaire, des dossiers de compétence de son personnel et de son système de management de la qualité. Ce renouvellement prolonge une relation engagée en 2012, lorsque l’entreprise a obtenu pour la première fois la certification de l’OOAS, trois ans après sa création à Accra. Pour nos clients, il confirme que les travaux réglementaires que nous préparons en vue de soumissions dans l’ensemble de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) répondent aux normes qu’attend le système régional.`
  },
  {
    type: "heading",
    text: "Pourquoi le cadre régional est important"
  },
  {
    type: "paragraph",
    text: "L’OOAS est l’institution spécialisée de la CEDEAO dans le domaine de la santé. Créée par un protocole signé à Abuja en 1987, elle a son siège à Bobo-Dioulasso, au Burkina Faso. Sa mission est d’améliorer la santé des populations ouest-africaines par la coopération et l’harmonisation entre les pays de la région. En matière de réglementation pharmaceutique, l’OOAS coordonne le programme d’harmonisation de la réglementation des médicaments de la CEDEAO, grâce auquel les autorités nationales de réglementation partagent les travaux d’évaluation, alignent les exigences techniques et réduisent les doublons. Pour les fabricants, ce travail se traduit par des délais plus prévisibles et par un format de dossier commun, réutilisable sur plusieurs marchés."
  },
  {
    type: "paragraph",
    text: "L’examen s’est déroulé sur plusieurs semaines et a porté sur le cheminement des dossiers au sein de notre bureau, de la première demande à la soumission finale. Les évaluateurs ont examiné un échantillon de dossiers récents couvrant plusieurs types de produits, dont des antipaludiques, des antibiotiques et des formulations pédiatriques, et ont remonté chacun d’eux jusqu’à ses documents sources. Une attention particulière a été portée à la manière dont nous vérifions les données des fabricants avant qu’elles ne parviennent à une autorité de réglementation, car une erreur détectée tôt peut faire gagner des mois plus tard dans la procédure. Les domaines examinés comprenaient :"
  },
  {
    type: "list",
    items: [
      "La préparation des dossiers au format du document technique commun (CTD) utilisé par les autorités de réglementation de la CEDEAO",
      "La maîtrise documentaire, l’historique des versions et la traduction des soumissions en anglais, en français et en portugais",
      "La vérification des preuves de conformité aux bonnes pratiques de fabrication (BPF) fournies par les fabricants",
      "L’examen des données de stabilité au regard des conditions de la zone climatique IVb (30 °C et 75 % d’humidité relative)",
      "Les dossiers de formation et de compétence du personnel chargé de la réglementation, de la qualité et de la pharmacovigilance"
    ]
  },
  {
    type: "quote",
    text: "La certification régionale n’est pas un insigne que l’on affiche avant de l’oublier. C’est une discipline qui façonne la manière dont chaque dossier quitte ce bureau, et son renouvellement nous oblige à rester fidèles aux normes sur lesquelles comptent nos clients et les autorités de réglementation.",
    cite: "Dr Ama Mensah, directrice des affaires réglementaires"
  },
  {
    type: "paragraph",
    text: "Pour les fabricants et les distributeurs, l’effet pratique est la continuité. Les produits dont le dossier est déjà en préparation conservent leur calendrier actuel, qui, pour une procédure régionale de l’OOAS, est généralement de six à huit mois à compter du dépôt d’un dossier complet, et notre taux de réussite des soumissions régionales reste de 98 %. Les clients qui prévoient des soumissions sur plusieurs marchés de la CEDEAO peuvent demander à notre équipe réglementaire une évaluation de leurs dossiers au regard des exigences régionales en vigueur. Comme toujours, nous répondons à chaque demande sous 24 heures."
  }
];
