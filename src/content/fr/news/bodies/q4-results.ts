import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/q4-results (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} a clôturé 2023 sur son meilleur quatrième trimestre à ce jour. La demande d’antipaludiques de qualité garantie est restée forte à l’approche du cycle d’achats 2024, et les services réglementaires ont progressé, les fabricants préparant des soumissions auprès des autorités nationales de réglementation et des programmes régionaux. Au cours du trimestre, l’entreprise a exécuté des contrats pour des ministères de la Santé, des programmes nationaux et des organisations non gouvernementales dans plusieurs pays, et a gagné de nouveaux clients en enregistrement de marques. Ce résumé présente les résultats opérationnels ; les états financiers audités de l’exercice seront publiés selon le calendrier habituel.`
  },
  {
    type: "heading",
    text: "Faits marquants du trimestre"
  },
  {
    type: "list",
    items: [
      "Volumes d’antipaludiques fournis en hausse de 18 % par rapport au quatrième trimestre 2022, portés par les combinaisons thérapeutiques à base d’artémisinine (CTA) et les comprimés dispersibles pédiatriques",
      "96 % des livraisons effectuées à la date contractuelle ou avant",
      "41 soumissions réglementaires déposées auprès des autorités nationales et régionales, un record trimestriel",
      "27 nouvelles demandes d’enregistrement de marques par la voie de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO), le système de Madrid et les voies nationales",
      "Plus de 520 contrats publics exécutés depuis la création de l’entreprise en 2009"
    ]
  },
  {
    type: "paragraph",
    text: "L’activité d’approvisionnement a bénéficié de prévisions plus précoces avec les clients du secteur public, qui ont permis de passer les commandes avant les pics saisonniers plutôt que pendant ceux-ci. Les délais entre la confirmation de commande et la livraison se sont raccourcis par rapport au trimestre précédent, grâce à des expéditions groupées et au stock tampon conservé à Accra. Tous les antipaludiques fournis étaient préqualifiés par l’Organisation mondiale de la Santé (OMS) ou approuvés par une autorité de réglementation rigoureuse, conformément aux politiques qualité de nos clients publics et de nos clients financés par des bailleurs de fonds. Aucune réclamation relative à la qualité d’un produit n’a été confirmée au cours du trimestre."
  },
  {
    type: "paragraph",
    text: "Dans les services réglementaires, la plus grande part des nouveaux dossiers a porté sur l’enregistrement de produits auprès de la Food and Drugs Authority (FDA) du Ghana et de la NAFDAC au Nigeria, puis sur la préparation de procédures régionales coordonnées par l’Organisation Ouest Africaine de la Santé (OOAS). L’intérêt pour l’Agence africaine du médicament (AMA) s’est également accru, les fabricants commençant à se préparer aux procédures continentales qui s’appliqueront une fois l’agence opérationnelle. Notre taux global de réussite des soumissions est resté de 98 %, et les délais moyens de réponse aux questions des autorités de réglementation ont diminué par rapport au troisième trimestre."
  },
  {
    type: "heading",
    text: "Perspectives pour 2024"
  },
  {
    type: "paragraph",
    text: "Pour 2024, nous prévoyons une demande soutenue d’antipaludiques, portée par les campagnes de chimioprévention et par l’introduction des vaccins antipaludiques dans les programmes nationaux, qui viendront compléter le traitement sans le remplacer. Dans les services réglementaires, nos priorités sont le renouvellement de notre certification régionale OOAS, la poursuite des investissements dans la gestion électronique des dossiers et l’extension de notre pôle Marques. Nous remercions nos clients et nos partenaires de leur confiance renouvelée."
  }
];
