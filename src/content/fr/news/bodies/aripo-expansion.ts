import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/aripo-expansion (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} a renforcé, au sein de son pôle Marques, l’équipe consacrée à l’Organisation régionale africaine de la propriété intellectuelle (ARIPO), en étoffant ses capacités de recherche, de dépôt et de gestion de portefeuilles pour répondre à la demande croissante des fabricants pharmaceutiques. La protection des marques est devenue un enjeu réglementaire concret : le nom commercial d’un médicament figure sur l’autorisation de mise sur le marché (AMM), sur le conditionnement et dans les dossiers d’appel d’offres, et un conflit découvert tardivement peut retarder un lancement ou imposer un réétiquetage coûteux. Protéger la marque tôt, sur chaque marché où le produit sera vendu, fait partie de la planification d’un enregistrement.`
  },
  {
    type: "heading",
    text: "L’ARIPO et le Protocole de Banjul"
  },
  {
    type: "paragraph",
    text: "L’ARIPO a été créée en 1976 par l’Accord de Lusaka et a son siège à Harare, au Zimbabwe. Son système de marques est régi par le Protocole de Banjul relatif aux marques, adopté en 1993, qui permet à un déposant de présenter une demande unique désignant plusieurs États parties au Protocole de Banjul. L’ARIPO procède à l’examen de forme de la demande, puis chaque État désigné l’examine selon sa propre législation et peut refuser la protection dans le délai prescrit. Une marque ainsi enregistrée produit dans chaque État désigné les mêmes effets qu’un enregistrement national et est renouvelable tous les dix ans."
  },
  {
    type: "paragraph",
    text: "Le dépôt régional permet de réelles économies. Une seule demande, un seul jeu de documents et une seule date de renouvellement remplacent des procédures nationales distinctes, ce qui peut réduire jusqu’à 70 % les coûts de dépôt et de maintien en vigueur ; l’enregistrement intervient généralement dans un délai de 12 à 18 mois. La voie régionale ne couvre toutefois pas tous les pays. Tous les membres de l’ARIPO n’ont pas adhéré au Protocole de Banjul : le Ghana, par exemple, est membre de l’ARIPO mais protège les marques par des dépôts nationaux auprès du Registrar-General’s Department, tandis que le Nigeria et les États, majoritairement francophones, de l’Organisation Africaine de la Propriété Intellectuelle (OAPI) disposent de leurs propres systèmes. Une stratégie solide combine plusieurs voies."
  },
  {
    type: "heading",
    text: "Ce que propose l’équipe renforcée"
  },
  {
    type: "list",
    items: [
      "Recherches de disponibilité dans les registres de l’ARIPO, les registres nationaux et le registre du système de Madrid avant que le nom d’un produit ne soit arrêté",
      "Demandes régionales en classe 5 (produits pharmaceutiques) et dans les classes connexes",
      "Réponses aux refus émis par les États désignés, avec l’appui de conseils locaux si nécessaire",
      "Surveillance des échéances de renouvellement et des marques concurrentes publiées aux fins d’opposition",
      "Coordination des dépôts de marques avec le calendrier d’enregistrement des produits"
    ]
  },
  {
    type: "paragraph",
    text: "Le pôle est dirigé depuis Accra et s’appuie sur des conseils locaux dans chaque État désigné lorsqu’un refus ou une opposition appelle une réponse en vertu du droit national. Les titulaires de marques qui prévoient des lancements en Afrique de l’Est et en Afrique australe, en plus de l’Afrique de l’Ouest, peuvent demander une stratégie de dépôt comparant les voies ARIPO, Madrid et nationales pour leurs marchés cibles, avec des coûts et des délais indicatifs pour chacune. Comme pour tous nos services, chaque demande reçoit une réponse sous 24 heures."
  }
];
