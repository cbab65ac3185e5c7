import { site } from '../site';
import type { AboutContent } from '../types';
import { office } from './office';

export const about: AboutContent = {
  meta: {
    title: `À propos | ${site.shortName}`,
    description: `Fondée à Accra en ${site.founded}, ${site.shortName} fournit antipaludiques et expertise réglementaire aux gouvernements et partenaires de 12 pays africains.`,
  },
  hero: {
    eyebrow: 'À propos',
    title: "Un partenaire ouest-africain pour les médicaments et la réglementation",
    lead: `Depuis ${site.founded}, ${site.name} aide les gouvernements, les établissements de santé et les fabricants à mettre des médicaments de qualité à la disposition de ceux qui en ont besoin, et à les maintenir sur le marché en toute légalité.`,
  },
  story: {
    heading: 'Notre histoire',
    paragraphs: [
      `${site.shortName} a été fondée à ${office.city} en ${site.founded} sur une conviction simple : en Afrique de l’Ouest, l’accès à des médicaments de qualité dépend autant d’une réglementation solide et d’un approvisionnement fiable que des médicaments eux-mêmes. Nos fondateurs avaient vu des traitements retardés par des dossiers incomplets, des procédures d’achat peu claires et une distribution fragile, et ils ont entrepris de combler ces lacunes.`,
      "Nous avons commencé par fournir des médicaments antipaludiques aux programmes de santé publique du Ghana, en travaillant exclusivement avec des fabricants dont les produits répondaient aux normes de l’Organisation mondiale de la Santé (OMS). Lorsque nos clients nous ont demandé de les aider à enregistrer leurs produits et à satisfaire aux exigences des autorités nationales et régionales, nous avons créé un pôle réglementaire dédié, en complément de notre activité d’approvisionnement.",
      "Au fil des années, nous avons étendu nos services à la protection des marques auprès des offices nationaux, de l’Organisation régionale africaine de la propriété intellectuelle (ARIPO) et du système de Madrid, ainsi qu’aux missions de conformité auprès des autorités de toute la région. Nous avons aujourd’hui exécuté plus de 500 contrats publics et travaillons avec plus de 50 partenaires pharmaceutiques dans 12 pays africains.",
      "Notre équipe réunit des pharmaciens, des spécialistes des affaires réglementaires, des praticiens de la propriété intellectuelle et des professionnels de la chaîne d’approvisionnement. Ce qui les unit, c’est l’exigence d’un travail rigoureux et documenté, car en santé publique le coût d’une erreur se mesure en vies humaines.",
    ],
  },
  values: {
    heading: 'Nos valeurs',
    intro: 'Quatre principes guident notre collaboration avec nos clients, les autorités et nos partenaires.',
    items: [
      {
        title: 'Excellence',
        description:
          "Nous nous imposons les exigences des autorités avec lesquelles nous travaillons : une documentation complète, une qualité vérifiée et un travail qui résiste à l’inspection.",
        icon: 'award',
      },
      {
        title: 'Partenariat',
        description:
          "Nous construisons des relations durables avec les ministères, les programmes et les fabricants, fondées sur la transparence, la fiabilité et une responsabilité partagée à l’égard des résultats.",
        icon: 'handshake',
      },
      {
        title: 'Innovation',
        description:
          'Nous adoptons de meilleurs outils et de meilleures méthodes, des systèmes de soumission électronique à un suivi plus précis des approvisionnements, partout où ils rendent notre travail plus rapide, plus sûr ou plus clair.',
        icon: 'lightbulb',
      },
      {
        title: 'Présence panafricaine',
        description:
          "Nous travaillons par-delà les frontières et les systèmes réglementaires, en soutenant l’harmonisation régionale afin que des médicaments de qualité parviennent aux patients sur tout le continent.",
        icon: 'globe',
      },
    ],
  },
  timeline: {
    heading: 'Notre parcours',
    intro: `Les grandes étapes depuis notre fondation à ${office.city}.`,
    entries: [
      {
        year: '2009',
        event: `Fondation à ${office.city}`,
        description: "L’entreprise est créée pour fournir des médicaments antipaludiques de qualité aux programmes de santé publique du Ghana.",
      },
      {
        year: '2012',
        event: "Première certification de l’OOAS",
        description: "Nous obtenons notre première certification au regard des exigences de l’Organisation Ouest Africaine de la Santé (OOAS), qui pose les bases de notre pôle réglementaire régional.",
      },
      {
        year: '2015',
        event: 'Services de marques ARIPO',
        description: "Nous commençons à déposer et à gérer des demandes d’enregistrement de marques auprès de l’Organisation régionale africaine de la propriété intellectuelle pour le compte de titulaires de marques pharmaceutiques.",
      },
      {
        year: '2018',
        event: 'Services du Protocole de Madrid',
        description: "Nous ajoutons l’enregistrement international des marques en vertu du Protocole de Madrid, administré par l’Organisation Mondiale de la Propriété Intellectuelle (OMPI).",
      },
      {
        year: '2020',
        event: 'Plus de 500 contrats publics',
        description: 'Nous franchissons le cap des 500 contrats publics exécutés pour des ministères de la Santé et des programmes de santé publique de toute la région.',
      },
      {
        year: '2023',
        event: 'Réseau panafricain de conformité',
        description: "Nous constituons un réseau de partenaires réglementaires sur tout le continent pour accompagner nos clients à mesure que progresse l’harmonisation réglementaire en Afrique.",
      },
    ],
  },
  cta: {
    heading: 'Travaillons ensemble',
    text: "Découvrez nos services ou échangez avec notre équipe sur vos besoins en matière d’achats, d’enregistrement ou de marques.",
    actions: [
      { label: 'Nos services', href: '/services', variant: 'primary' },
      { label: 'Nous contacter', href: '/contact', variant: 'outline' },
    ],
  },
};
