import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /news/procurement-reforms (FR); only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "Les gouvernements d’Afrique de l’Ouest achètent une part importante des médicaments essentiels de la région, directement ou par l’intermédiaire de programmes nationaux et de centrales d’achat. Au cours de la dernière décennie, les règles qui encadrent ces achats ont été progressivement réformées. Les objectifs sont les mêmes d’un pays à l’autre : davantage de transparence, une meilleure utilisation des deniers publics et une assurance renforcée quant à la qualité des médicaments achetés. Pour les fournisseurs, ces réformes apportent des procédures plus prévisibles mais aussi des exigences plus élevées, et ce sont les entreprises qui s’y préparent qui remportent et conservent les marchés publics."
  },
  {
    type: "heading",
    text: "Le sens des réformes"
  },
  {
    type: "paragraph",
    text: "Au Ghana, les marchés publics sont régis par la loi de 2003 sur les marchés publics (Public Procurement Act, 2003, Act 663), modifiée en 2016 par la loi Act 914, et placés sous la supervision de la Public Procurement Authority. Cette modification a renforcé la planification des achats et introduit les accords-cadres et la passation électronique des marchés, et l’Autorité étend progressivement le système électronique de passation des marchés du Ghana (GHANEPS) à un nombre croissant d’entités publiques. Au Nigeria, la loi de 2007 sur les marchés publics (Public Procurement Act, 2007) a institué le Bureau of Public Procurement sur des principes similaires. Dans toute la région, l’appel d’offres ouvert est la règle, les procédures restreintes et le recours à une source unique n’étant autorisés que pour des motifs déterminés."
  },
  {
    type: "paragraph",
    text: "Les achats financés par les bailleurs de fonds ajoutent leurs propres exigences. Le Fonds mondial, par exemple, exige que les produits pharmaceutiques finis soient préqualifiés par l’Organisation mondiale de la Santé (OMS), autorisés par une autorité de réglementation rigoureuse ou recommandés par son Comité expert d’évaluation (ERP), et de nombreux programmes nationaux appliquent une norme similaire à leurs propres achats d’antipaludiques. Les dossiers d’appel d’offres demandent de plus en plus des preuves relatives aux systèmes qualité, aux bonnes pratiques de distribution (BPD) et aux performances de livraison passées, et pas seulement le prix le plus bas."
  },
  {
    type: "heading",
    text: "Comment les fournisseurs doivent se préparer"
  },
  {
    type: "list",
    items: [
      "S’inscrire tôt sur les plateformes de passation électronique des marchés et tenir à jour les documents de l’entreprise",
      "Disposer d’un dossier prêt contenant les enregistrements des produits, les lettres de préqualification de l’OMS et les certificats de bonnes pratiques de fabrication (BPF)",
      "Établir les prix rendu à destination et indiquer clairement les Incoterms",
      "Obtenir bien à l’avance auprès de sa banque les garanties de soumission et de bonne exécution",
      "Consigner les performances de livraison, les performances passées étant de plus en plus évaluées"
    ]
  },
  {
    type: "paragraph",
    text: `${site.shortName} a participé à plus de 500 contrats publics depuis 2009, et notre équipe chargée des appels d’offres accompagne les fabricants et les distributeurs à chaque étape, de la lecture des dossiers d’appel d’offres à la préparation d’offres conformes et à la gestion des livraisons. Nous saluons ces réformes. Des règles claires et transparentes récompensent les fournisseurs qui investissent dans la qualité, et elles protègent les patients en bout de chaîne d’approvisionnement.`
  }
];
