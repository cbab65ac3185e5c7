import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/digital-transformation (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `Le travail réglementaire s’est longtemps mesuré en papier : dossiers imprimés, bordereaux de coursier et classeurs de correspondance. Cela change rapidement. Les autorités de réglementation de la région acceptent ou exigent désormais la soumission en ligne pour de nombreuses procédures, la NAFDAC au moyen de son portail NAPAMS et la Food and Drugs Authority (FDA) du Ghana par ses services en ligne, et l’Agence africaine du médicament (AMA) se dote de systèmes numériques dès sa création. Au cours de l’année écoulée, ${site.shortName} a refondu ses propres systèmes afin que chaque dossier que nous préparons soit numérique, du premier document jusqu’à l’approbation finale.`
  },
  {
    type: "heading",
    text: "Ce qui a changé"
  },
  {
    type: "list",
    items: [
      "Un référentiel électronique des dossiers organisé par module du document technique commun (CTD), avec gestion des versions de chaque document",
      "La validation des formats de fichier, des signets et des liens hypertexte avant toute soumission",
      "Un calendrier unique des échéances pour les enregistrements, les renouvellements, les modifications et le maintien en vigueur des marques",
      "Des portails clients sécurisés pour l’échange de documents, à la place des pièces jointes aux courriels",
      "Des pistes d’audit qui enregistrent qui a modifié chaque document, et à quel moment"
    ]
  },
  {
    type: "paragraph",
    text: "Les avantages pour les clients sont concrets. Les documents préparés une fois peuvent être réutilisés pour plusieurs demandes nationales, avec des modifications maîtrisées et traçables, ce qui réduit les erreurs lorsqu’un produit est déposé sur plusieurs marchés. Les échéances de renouvellement et de modification sont suivies par le système plutôt que dans des agendas individuels. Lorsqu’une autorité de réglementation pose une question, la bonne version de la bonne section peut être retrouvée en quelques minutes, et la réponse peut être rédigée avec tout l’historique de la soumission à portée de main."
  },
  {
    type: "heading",
    text: "Sécurité et confidentialité"
  },
  {
    type: "paragraph",
    text: "Les dossiers contiennent des informations commercialement sensibles, notamment les procédés de fabrication et des données d’études non publiées. Nos systèmes chiffrent les données en transit et au repos, restreignent l’accès par client et par rôle, et font l’objet de sauvegardes régulières hors ligne. Les droits d’accès sont revus périodiquement et les données personnelles sont traitées conformément à la loi ghanéenne de 2012 sur la protection des données (Data Protection Act, 2012, Act 843). Nous n’utilisons les documents de nos clients que pour les missions qui nous sont confiées et, sur demande, nous les restituons ou les détruisons à la fin de la mission."
  },
  {
    type: "paragraph",
    text: "Les outils numériques soutiennent le jugement réglementaire ; ils ne le remplacent pas. Le véritable gain est un gain de temps : du temps que nos spécialistes consacrent désormais au fond des dossiers et au dialogue avec les autorités de réglementation, plutôt qu’à l’assemblage de documents papier. Nous continuerons à nous adapter à mesure que les autorités de la région passeront au document technique commun électronique (eCTD) et que l’Agence africaine du médicament mettra en place ses procédures et ses systèmes."
  }
];
