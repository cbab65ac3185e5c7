import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/ecowas-trade (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "La Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) a été fondée en 1975 par le traité de Lagos pour promouvoir l’intégration économique entre ses membres. Les quinze pays de la région comptent ensemble quelque 400 millions d’habitants ; depuis le retrait du Burkina Faso, du Mali et du Niger, effectif le 29 janvier 2025, la Communauté réunit douze États membres. Pour les entreprises pharmaceutiques, la région constitue un marché naturel : la charge de morbidité y est commune, les circuits d’approvisionnement traversent les frontières et de nombreux pays dépendent fortement des médicaments importés. Pourtant, faire passer un médicament d’un pays de la CEDEAO à un autre relève de deux corps de règles distincts, les règles commerciales et les règles réglementaires, et il faut satisfaire aux unes comme aux autres."
  },
  {
    type: "heading",
    text: "Règles commerciales : des obstacles réduits aux frontières"
  },
  {
    type: "paragraph",
    text: "Le Schéma de libéralisation des échanges de la CEDEAO (SLEC) permet aux marchandises conformes aux règles d’origine de la Communauté de circuler entre les États membres en franchise de droits d’importation, à condition que le producteur et le produit aient été agréés au titre du schéma et que l’envoi soit accompagné d’un certificat d’origine de la CEDEAO. Les marchandises provenant de l’extérieur de la région sont soumises au tarif extérieur commun (TEC) de la CEDEAO, appliqué depuis 2015. Depuis le début des échanges en 2021, la Zone de libre-échange continentale africaine (ZLECAf), dont le secrétariat est établi à Accra, ajoute un niveau continental de réductions tarifaires, mises en œuvre progressivement sur plusieurs années."
  },
  {
    type: "heading",
    text: "Règles réglementaires : l’autorisation reste nationale"
  },
  {
    type: "paragraph",
    text: "Les préférences tarifaires ne remplacent pas l’autorisation de mise sur le marché (AMM). Un médicament doit être enregistré auprès de l’autorité nationale de réglementation de chaque pays où il est vendu, par exemple la Food and Drugs Authority (FDA) du Ghana ou la NAFDAC au Nigeria, et chaque envoi nécessite les permis d’importation exigés par cette autorité. L’harmonisation régionale, coordonnée par l’Organisation Ouest Africaine de la Santé (OOAS), réduit les écarts : les autorités de réglementation partagent leurs évaluations et acceptent un format de dossier commun, de sorte qu’un seul document technique commun (CTD) bien préparé peut appuyer plusieurs demandes nationales. En pratique, un envoi transfrontalier conforme nécessite les éléments suivants :"
  },
  {
    type: "list",
    items: [
      "Une autorisation de mise sur le marché valide pour le produit dans le pays de destination",
      "Un permis d’importation, ou une autorisation équivalente, délivré pour l’envoi",
      "L’agrément du fabricant et du produit au titre du SLEC, lorsque l’exonération des droits est demandée",
      "Un certificat d’origine, une facture commerciale, une liste de colisage et un certificat d’analyse accompagnant la marchandise",
      "Un étiquetage conforme aux exigences linguistiques et d’information du pays de destination"
    ]
  },
  {
    type: "paragraph",
    text: "Notre équipe CEDEAO traite conjointement les aspects commerciaux et réglementaires, afin que nos clients ne découvrent pas à la frontière qu’il leur manque un permis. Nous recensons les autorisations nécessaires pour chaque itinéraire, préparons les dossiers d’enregistrement et assurons le suivi des renouvellements, pour que les stocks puissent circuler au moment voulu. L’entrée sur un marché commence généralement par une évaluation des marchés cibles, d’une durée de deux à quatre semaines, suivie de la planification de l’enregistrement et des importations pour chacun d’eux."
  }
];
