import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/madrid-expansion (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `${site.shortName} a étendu son service consacré au Protocole de Madrid à la gestion de bout en bout de portefeuilles internationaux de marques, de la demande de base auprès de l’office d’origine jusqu’aux désignations, aux refus et aux renouvellements. Le système de Madrid, administré à Genève par l’Organisation Mondiale de la Propriété Intellectuelle (OMPI), permet au titulaire d’une marque de déposer une seule demande internationale, dans une seule langue et moyennant un seul ensemble de taxes, et de désigner tout ou partie des plus de 120 pays que couvrent ses membres. Pour les entreprises pharmaceutiques qui commercialisent une même marque sur de nombreux marchés, c’est souvent la voie la plus efficace.`
  },
  {
    type: "heading",
    text: "Le fonctionnement du système de Madrid"
  },
  {
    type: "paragraph",
    text: "Une demande internationale doit reposer sur une marque déjà déposée ou enregistrée auprès de l’office d’origine du déposant, par exemple le Registrar-General’s Department au Ghana, pays partie au Protocole de Madrid depuis 2008. L’OMPI procède à l’examen de forme de la demande et inscrit l’enregistrement international, puis chaque office désigné examine la marque selon sa propre législation. Un office qui ne notifie pas de refus dans le délai imparti, de douze ou dix-huit mois selon le membre, est tenu de protéger la marque. En pratique, la protection est généralement acquise en 8 à 15 mois."
  },
  {
    type: "paragraph",
    text: "L’Afrique mérite une attention particulière. L’Organisation Africaine de la Propriété Intellectuelle (OAPI) a adhéré au Protocole de Madrid en 2015 : une seule désignation de l’OAPI couvre ainsi ses dix-sept États membres, situés pour l’essentiel en Afrique de l’Ouest et en Afrique centrale. L’Organisation régionale africaine de la propriété intellectuelle (ARIPO) n’est pas elle-même membre du système de Madrid ; sa voie régionale est donc utilisée en complément de Madrid lorsqu’elle offre une meilleure couverture. Certains grands marchés, dont le Nigeria, ne sont pas parties au Protocole de Madrid et exigent encore des dépôts nationaux. Le service étendu comprend :"
  },
  {
    type: "list",
    items: [
      "Des recherches d’antériorités sur chaque marché à désigner",
      "La préparation et le dépôt des demandes internationales par l’intermédiaire de l’office d’origine",
      "Des désignations postérieures à mesure que les marchés du client se développent",
      "Des réponses aux refus provisoires, en collaboration avec des conseils locaux",
      "Le suivi de la période de dépendance de cinq ans et des renouvellements décennaux auprès de l’OMPI"
    ]
  },
  {
    type: "paragraph",
    text: "Pendant cinq ans, un enregistrement international dépend de la marque de base : si la demande ou l’enregistrement de base est refusé ou radié au cours de cette période, l’enregistrement international tombe avec lui, même s’il peut être transformé en demandes nationales. Nous évaluons donc la solidité de la marque de base avant le dépôt et, en cas de risque, recommandons des dépôts nationaux ou régionaux sur les marchés clés en complément de Madrid. Les clients peuvent demander un examen de leur portefeuille comparant les voies, les coûts et les délais pour leurs pays cibles."
  }
];
