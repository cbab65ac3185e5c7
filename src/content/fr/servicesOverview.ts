import { site } from '../site';
import type { ServicesOverviewContent } from '../types';

export const servicesOverview: ServicesOverviewContent = {
  meta: {
    title: `Nos services | ${site.shortName}`,
    description:
      "Antipaludiques, enregistrement de marques et conformité auprès de l’OOAS, la NAFDAC, la FDA du Ghana, l’OMS, l’AMA et la CEDEAO, par une seule équipe à Accra.",
  },
  hero: {
    eyebrow: 'Nos services',
    title: 'Médicaments, marques et conformité réglementaire',
    lead: `${site.shortName} accompagne les gouvernements, les établissements de santé, les fabricants et les titulaires de marques dans l’approvisionnement en médicaments de qualité, ainsi que dans les enregistrements et autorisations qui leur permettent d’atteindre les patients.`,
    actions: [{ label: 'Obtenir un devis', href: '/contact', variant: 'primary' }],
  },
  core: {
    heading: 'Nos services principaux',
    intro: "Les deux domaines sur lesquels notre activité s’est construite.",
  },
  regulatory: {
    heading: 'Conformité réglementaire',
    intro: 'Nous préparons, soumettons et suivons les enregistrements et les démarches de conformité auprès des organismes nationaux, régionaux et internationaux qui encadrent les médicaments en Afrique.',
  },
  serviceCards: {
    malariaDrugs: {
      title: "Vente d’antipaludiques",
      description:
        "Fourniture de médicaments antipaludiques préqualifiés par l’Organisation mondiale de la Santé (OMS) ou approuvés par une autorité de réglementation rigoureuse, aux ministères de la Santé, aux programmes nationaux de lutte contre le paludisme, aux ONG et aux établissements de santé, pour des commandes ponctuelles, des achats en gros et des contrats publics pluriannuels.",
      icon: 'pill',
      features: [
        "Combinaisons thérapeutiques à base d’artémisinine (CTA)",
        "Injectables contre le paludisme grave, dont l’artésunate injectable",
        'Médicaments pour le traitement préventif pendant la grossesse et pour la chimioprévention du paludisme saisonnier (CPS)',
        'Formulations pédiatriques, dont des comprimés dispersibles',
        "Approvisionnement en gros et contrats issus d’appels d’offres publics",
        'Stockage à température maîtrisée et distribution documentée',
      ],
    },
    trademark: {
      title: 'Enregistrement de marques',
      description:
        "Protection des marques pharmaceutiques et de grande consommation en Afrique et au-delà, de la recherche d’antériorités à l’enregistrement, au renouvellement et à la défense des droits.",
      icon: 'stamp',
      features: [
        "Recherches d’antériorités avant dépôt",
        "Dépôts nationaux de marques au Ghana et dans d’autres pays africains",
        "Dépôts régionaux auprès de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO)",
        'Enregistrement international en vertu du Protocole de Madrid',
        'Oppositions, renouvellements et inscriptions de modifications',
        'Suivi de portefeuille et surveillance des marques',
      ],
    },
    waho: {
      title: 'OOAS',
      description:
        "Accompagnement auprès de l’Organisation Ouest Africaine de la Santé (OOAS), l’institution de santé de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO), basée à Bobo-Dioulasso, qui coordonne l’harmonisation régionale de la réglementation pharmaceutique.",
      icon: 'network',
    },
    nafdac: {
      title: 'NAFDAC',
      description:
        "Enregistrement des produits et conformité auprès de la National Agency for Food and Drug Administration and Control (NAFDAC) du Nigeria, de la préparation du dossier jusqu’à l’approbation.",
      icon: 'fileCheck',
    },
    ghanaFda: {
      title: 'FDA du Ghana',
      description:
        'Enregistrement, autorisations et conformité auprès de la Food and Drugs Authority (FDA) du Ghana, en application de la loi de 2012 sur la santé publique (Public Health Act, 2012, Act 851).',
      icon: 'shieldCheck',
    },
    who: {
      title: 'OMS',
      description:
        "Accompagnement dans la préqualification des médicaments par l’OMS, la norme de qualité sur laquelle s’appuient les agences d’achat internationales et les bailleurs de fonds.",
      icon: 'badgeCheck',
    },
    ama: {
      title: 'AMA',
      description:
        "Préparation aux procédures de l’Agence africaine du médicament (AMA), l’organe de l’Union africaine (UA) créé pour renforcer et harmoniser la réglementation des médicaments sur l’ensemble du continent.",
      icon: 'globe',
    },
    ecowas: {
      title: 'CEDEAO',
      description:
        "Accompagnement réglementaire et accès aux marchés dans l’espace de la CEDEAO, communauté fondée en 1975 pour promouvoir l’intégration régionale.",
      icon: 'landmark',
    },
  },
  learnMore: 'En savoir plus',
  additional: {
    heading: 'Services complémentaires',
    intro: "Un appui spécialisé qui complète nos activités d’approvisionnement, de marques et d’enregistrement.",
    items: [
      {
        title: 'Conseil pharmaceutique',
        description:
          "Conseil en stratégie d’entrée sur le marché, de portefeuille de produits et de réglementation pour les fabricants et distributeurs qui s’implantent ou se développent en Afrique de l’Ouest.",
        icon: 'briefcase',
      },
      {
        title: 'Audit de conformité réglementaire',
        description:
          'Examen indépendant des licences, enregistrements, étiquetages et procédures au regard des exigences réglementaires en vigueur, avec un plan clair pour combler les écarts.',
        icon: 'search',
      },
      {
        title: "Préparation des appels d’offres publics",
        description:
          "Préparation d’offres complètes et conformes pour les marchés publics de médicaments, des pièces d’éligibilité jusqu’aux offres techniques et financières.",
        icon: 'clipboard',
      },
      {
        title: "Documentation d’assurance qualité",
        description:
          'Rédaction et revue de la documentation qualité, notamment les procédures opératoires standardisées, les spécifications des produits et les dossiers de lot.',
        icon: 'fileText',
      },
      {
        title: "Optimisation de la chaîne d’approvisionnement",
        description:
          'Évaluation des pratiques de stockage, de transport et de distribution afin de réduire les ruptures de stock, les pertes et les retards tout en préservant la qualité des produits.',
        icon: 'truck',
      },
      {
        title: 'Programmes de formation réglementaire',
        description:
          'Formations pratiques destinées aux équipes chargées de la réglementation, de la qualité et des achats, sur la préparation des dossiers, les bonnes pratiques de distribution et les exigences régionales en vigueur.',
        icon: 'graduationCap',
      },
    ],
  },
  cta: {
    heading: 'Demander un devis',
    text: "Dites-nous ce dont vous avez besoin, qu’il s’agisse d’un approvisionnement en médicaments, d’un enregistrement ou d’un dépôt de marque : notre équipe vous répondra sous 24 heures.",
    actions: [{ label: 'Obtenir un devis', href: '/contact', variant: 'primary' }],
  },
};
