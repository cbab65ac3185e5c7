import { site } from '../site';
import type { FaqGroup, FaqPageContent } from '../types';
import { closes, opens } from './office';

export const faqPage: FaqPageContent = {
  meta: {
    title: `Questions fréquentes | ${site.shortName}`,
    description:
      "Réponses de notre équipe d’Accra (Ghana) sur l’approvisionnement en antipaludiques, les marques, la conformité réglementaire, les tarifs et les contrats.",
  },
  hero: {
    title: 'Questions fréquentes',
    lead: "Réponses aux questions qui nous sont le plus souvent posées sur nos services, nos délais et nos conditions. Si votre question n’y figure pas, notre équipe vous répondra sous 24 heures.",
  },
  contact: {
    heading: "Vous avez d’autres questions ?",
    text: `Nos spécialistes sont à votre disposition du lundi au vendredi, de ${opens} à ${closes} (GMT, UTC+0), et notre ligne d’urgence est ouverte 24 h/24, 7 j/7 pour toute question urgente d’approvisionnement ou de sécurité des produits.`,
    actions: [
      { label: 'Contacter notre équipe', href: '/contact', variant: 'primary' },
      { label: 'Prendre rendez-vous', href: '/contact', variant: 'outline' },
    ],
  },
  callLabel: 'Nous appeler',
  emailLabel: 'Nous écrire',
};

/** Five categories, three questions each, in the order the page shows them. */
export const faqGroups: FaqGroup[] = [
  {
    category: 'Services généraux',
    items: [
      {
        question: `Quels services ${site.shortName} propose-t-elle ?`,
        answer:
          "Nous fournissons des médicaments antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) aux gouvernements, aux ONG et aux établissements de santé ; nous enregistrons des marques par la voie nationale, par l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) et par le Protocole de Madrid ; et nous offrons un conseil en conformité réglementaire auprès de la Food and Drugs Authority (FDA) du Ghana, de la NAFDAC, de l’Organisation Ouest Africaine de la Santé (OOAS) et de l’Agence africaine du médicament (AMA), ainsi que pour la préqualification de l’OMS. Nous proposons également la documentation d’assurance qualité, la préparation des appels d’offres publics, un appui à la chaîne d’approvisionnement et des formations réglementaires.",
      },
      {
        question: 'Dans quels pays intervenez-vous ?',
        answer:
          "Basés à Accra, au Ghana, nous intervenons dans 12 pays africains grâce à notre propre équipe et à un réseau de partenaires réglementaires et juridiques. Au moyen des procédures de l’OOAS, notre activité régionale couvre les quinze pays de la région de l’OOAS : les douze États membres de la CEDEAO, ainsi que le Burkina Faso, le Mali et le Niger, qui ont quitté la CEDEAO le 29 janvier 2025. Nos services de marques s’étendent aux États membres de l’ARIPO et, grâce au Protocole de Madrid, à plus de 120 pays dans le monde.",
      },
      {
        question: 'Dans quels délais recevrai-je une réponse ?',
        answer: `Nous répondons à chaque demande d’information et de devis sous 24 heures. Nos bureaux sont ouverts du lundi au vendredi, de ${opens} à ${closes} GMT (UTC+0). Pour toute question urgente d’approvisionnement ou de sécurité des produits en dehors de ces horaires, notre ligne d’urgence, au ${site.phone}, répond 24 h/24, 7 j/7. Vous pouvez aussi écrire à ${site.email} ou utiliser le formulaire de contact : un spécialiste du domaine concerné vous répondra.`,
      },
    ],
  },
  {
    category: "Vente d’antipaludiques",
    items: [
      {
        question: 'Quels médicaments antipaludiques fournissez-vous ?',
        answer:
          "Nous fournissons des combinaisons thérapeutiques à base d’artémisinine (CTA), telles que l’artéméther-luméfantrine, l’artésunate-amodiaquine et la dihydroartémisinine-pipéraquine ; l’artésunate injectable et rectal pour le paludisme grave ; la sulfadoxine-pyriméthamine et l’amodiaquine pour la chimioprévention ; ainsi que des formulations pédiatriques dispersibles. Chaque produit est préqualifié par l’OMS ou approuvé par une autorité de réglementation rigoureuse, et enregistré dans le pays de destination. La liste complète figure dans notre catalogue de médicaments antipaludiques.",
      },
      {
        question: 'Comment garantissez-vous la qualité de vos médicaments ?',
        answer:
          "La qualité est contrôlée à chaque étape. Nous nous approvisionnons exclusivement en produits préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, auprès de fabricants qualifiés ; nous vérifions le certificat d’analyse de chaque lot avant sa libération, faisons analyser des échantillons par un laboratoire indépendant, et stockons et transportons les produits conformément aux bonnes pratiques de distribution (BPD), sous surveillance continue de la température. Les numéros de lot sont enregistrés tout au long de la chaîne, de sorte que tout lot peut être retracé et, si nécessaire, rappelé rapidement.",
      },
      {
        question: "Honorez-vous des commandes importantes de gouvernements et d’ONG ?",
        answer:
          "Oui. L’approvisionnement en gros des ministères de la Santé, des programmes nationaux de lutte contre le paludisme, des ONG et des projets financés par des bailleurs de fonds est au cœur de notre activité. Nous avons exécuté plus de 500 contrats publics depuis 2009, avec 95 % des livraisons effectuées dans les délais. Nous répondons aux appels d’offres publics, travaillons dans le cadre d’accords-cadres et pouvons constituer un stock tampon à Accra pour faire face à la demande saisonnière. Nos devis sont établis sous 24 heures.",
      },
    ],
  },
  {
    category: 'Enregistrement de marques',
    items: [
      {
        question: "Combien de temps prend l’enregistrement d’une marque ?",
        answer:
          "Cela dépend de la voie choisie et des éventuelles objections. Un enregistrement national prend généralement de 6 à 12 mois, un enregistrement international en vertu du Protocole de Madrid de 8 à 15 mois, et une demande régionale auprès de l’ARIPO de 12 à 18 mois. Une recherche d’antériorités avant le dépôt, que nous recommandons dans tous les cas, prend environ deux semaines et réduit le risque de refus susceptibles d’allonger ces délais.",
      },
      {
        question: "Faut-il déposer par l’ARIPO, par le Protocole de Madrid ou par la voie nationale ?",
        answer:
          "Tout dépend de vos marchés. L’ARIPO couvre, au moyen d’une seule demande régionale, les États parties au Protocole de Banjul. Le Protocole de Madrid permet d’atteindre plus de 120 pays, dont les dix-sept États de l’Organisation Africaine de la Propriété Intellectuelle (OAPI) par une désignation unique, mais il exige une marque de base dans le pays d’origine. Certains marchés nécessitent des dépôts nationaux : le Nigeria n’adhère à aucun des deux systèmes, et le Ghana, bien que membre de l’ARIPO, n’accepte pas les désignations de marques par l’ARIPO. Nous recommandons généralement de combiner ces voies.",
      },
      {
        question: "De quoi avez-vous besoin pour déposer une demande ?",
        answer:
          "Il nous faut une reproduction claire de la marque (verbale, figurative ou les deux), le nom complet et l’adresse du déposant, les produits ou services à couvrir, généralement en classe 5 pour les produits pharmaceutiques, ainsi que les références de tout dépôt antérieur si vous souhaitez revendiquer une priorité. La plupart des offices exigent également un pouvoir ; nous le préparons pour signature et vous indiquons les cas où une certification notariale ou une légalisation est nécessaire.",
      },
    ],
  },
  {
    category: 'Conformité réglementaire',
    items: [
      {
        question: 'Avec quelles autorités de réglementation travaillez-vous ?',
        answer:
          "Nous préparons et suivons des dossiers auprès des autorités nationales de réglementation, notamment la FDA du Ghana et la NAFDAC au Nigeria, ainsi que dans le cadre de procédures régionales et internationales : l’OOAS et le programme d’harmonisation de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO), l’Agence africaine du médicament et l’harmonisation continentale, et la préqualification de l’OMS. Au total, nous travaillons avec plus de 50 organismes de réglementation et affichons un taux de réussite de 98 % sur nos soumissions.",
      },
      {
        question: "Combien de temps prend l’enregistrement d’un produit ?",
        answer:
          "Cela varie selon l’autorité et le produit. Le délai moyen de traitement de la FDA du Ghana est d’environ 60 jours à compter de l’acceptation d’un dossier complet, les procédures régionales de l’OOAS prennent généralement de 6 à 8 mois, et les évaluations harmonisées de l’AMA de 6 à 12 mois. La plupart des retards proviennent de dossiers incomplets ou de réponses tardives aux questions ; c’est pourquoi nous vérifions chaque dossier au regard des exigences de l’autorité avant sa soumission.",
      },
      {
        question: "Intervenez-vous après l’approbation d’un produit ?",
        answer:
          "Oui. Une autorisation de mise sur le marché (AMM) s’accompagne d’obligations permanentes, et nous les prenons en charge : demandes de modification en cas de changement de site de fabrication, de formulation ou d’étiquetage, renouvellements avant expiration, déclarations de pharmacovigilance et rapports périodiques de sécurité, préparation des inspections de bonnes pratiques de fabrication (BPF) et permis d’importation pour chaque envoi. Nous tenons un calendrier des échéances pour chaque produit que nous gérons, afin qu’aucun renouvellement ni aucun rapport ne soit jamais oublié.",
      },
    ],
  },
  {
    category: 'Tarifs et contrats',
    items: [
      {
        question: 'Comment vos services sont-ils facturés ?',
        answer:
          "Les travaux réglementaires et de marques font généralement l’objet d’un devis sous forme d’honoraires forfaitaires par dépôt ou par projet ; les taxes officielles des autorités de réglementation et des offices de propriété intellectuelle sont refacturées à prix coûtant et indiquées séparément. Le suivi de la conformité peut faire l’objet d’un forfait annuel. L’approvisionnement en médicaments est facturé par commande ou par contrat, normalement rendu à destination. Chaque devis précise exactement ce qui est inclus.",
      },
      {
        question: 'Comment demander un devis ?',
        answer: `Utilisez le formulaire de contact, écrivez à ${site.email} ou appelez le ${site.phone} en précisant le service dont vous avez besoin, les produits ou marques concernés et les pays visés. Nous vous répondons sous 24 heures avec un devis ou une courte liste de questions. Pour les appels d’offres, merci d’indiquer la référence de l’appel d’offres et sa date de clôture afin que nous puissions traiter votre demande en priorité.`,
      },
      {
        question: 'Quelles sont vos conditions de paiement et vos conditions contractuelles ?',
        answer:
          "Les conditions sont fixées dans chaque contrat. Pour les projets réglementaires et de marques, nous facturons généralement par étapes, par exemple à la commande, au dépôt et à l’approbation, les taxes officielles étant payables d’avance. Les contrats d’approvisionnement suivent les règles d’achat du client, y compris les garanties de soumission et de bonne exécution lorsqu’elles sont exigées. Nous facturons en cedis ghanéens, en dollars américains ou en euros, payables par virement bancaire.",
      },
    ],
  },
];
