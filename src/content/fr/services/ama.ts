import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/ama: African Medicines Regulatory Harmonization (FR).
 * Each product category carries its requirements as `items` and its product types in
 * `description`, as in the English page.
 */
export const ama: ServiceDetail = {
  path: '/services/ama',
  meta: {
    title: `Harmonisation de la réglementation des médicaments en Afrique | ${site.shortName}`,
    description:
      'Préparer médicaments, vaccins et dispositifs médicaux à l’harmonisation de l’Agence africaine du médicament : diagnostic, alignement des dossiers, stratégie.',
  },
  hero: {
    eyebrow: 'Harmonisation continentale',
    title: 'Harmonisation de la réglementation des médicaments en Afrique',
    lead: `L’Agence africaine du médicament (AMA) est appelée à coordonner la réglementation des médicaments à l’échelle du continent. ${site.shortName} aide les fabricants à aligner dès aujourd’hui leurs produits et leurs dossiers sur les exigences africaines harmonisées, et à se préparer aux procédures continentales à mesure de leur mise en application.`,
    actions: [
      { label: 'Lancer l’harmonisation', href: '/contact', variant: 'primary' },
      {
        label: 'Bilan de préparation',
        href: '/contact',
        variant: 'outline',
        alert:
          'Merci pour votre demande d’évaluation de l’état de préparation à l’harmonisation. Notre équipe réglementaire prendra contact avec vous dans les 24 heures pour l’organiser. Vous allez maintenant accéder au formulaire de contact.',
      },
    ],
    stats: [
      { value: '55', label: 'États membres de l’Union africaine (UA)' },
      { value: '200+', label: 'Lignes directrices et normes harmonisées suivies' },
      { value: '1,3 Md', label: 'Habitants sur le continent' },
      { value: '6 à 12 mois', label: 'Délai habituel d’examen' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de l’Agence africaine du médicament',
      paragraphs: [
        'L’Agence africaine du médicament (AMA) est une institution spécialisée de l’Union africaine. Son traité constitutif a été adopté par la Conférence de l’Union africaine en février 2019 et est entré en vigueur en novembre 2021 ; l’Agence a son siège à Kigali, au Rwanda.',
        'L’AMA s’appuie sur l’initiative pour l’harmonisation de la réglementation des médicaments en Afrique (AMRH), lancée en 2009, qui a réuni les autorités nationales de réglementation au sein de programmes régionaux afin d’adopter des exigences techniques communes et de partager leurs évaluations.',
        'Sa mission est de coordonner et de renforcer la réglementation dans les États membres, d’évaluer certains produits prioritaires et de promouvoir la confiance réglementaire (reliance) entre autorités de réglementation. Nous aidons les fabricants à satisfaire dès maintenant aux exigences harmonisées, afin que leurs produits soient prêts pour les procédures continentales.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services d’harmonisation',
      items: [
        {
          title: 'Évaluation de l’état de préparation',
          description:
            'Un examen structuré de vos produits, de vos dossiers et de vos sites au regard des exigences africaines harmonisées, assorti d’un plan d’action hiérarchisé.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Harmonisation des dossiers',
          description:
            'Conversion des dossiers existants au format du document technique commun (CTD) et alignement sur les lignes directrices continentales et régionales.',
          icon: 'fileText',
        },
        {
          title: 'Stratégie des voies régionales',
          description:
            'Planification des soumissions par les procédures régionales d’évaluation conjointe et de confiance réglementaire (reliance), marché par marché.',
          icon: 'map',
        },
        {
          title: 'Veille réglementaire',
          description:
            'Des notes régulières sur les nouvelles lignes directrices, procédures et échéances de l’AMA et des instances régionales qui concernent votre portefeuille.',
          icon: 'lightbulb',
        },
      ],
    },
    {
      kind: 'groups',
      heading: 'Catégories de produits',
      intro: 'Les exigences varient selon le type de produit. Nous intervenons dans trois catégories.',
      groups: [
        {
          title: 'Médicaments',
          description:
            'Types de produits : médicaments génériques et innovants, principes actifs pharmaceutiques, médicaments essentiels et prioritaires.',
          items: [
            'Dossier complet au format CTD',
            'Preuve du respect des bonnes pratiques de fabrication (BPF) pour chaque site',
            'Données de bioéquivalence pour les médicaments génériques',
            'Données de stabilité pour les zones climatiques des marchés cibles',
          ],
          action: { label: 'Demander un accompagnement', href: '/contact' },
        },
        {
          title: 'Vaccins et produits biologiques',
          description:
            'Types de produits : vaccins, produits sanguins, produits biothérapeutiques et biosimilaires.',
          items: [
            'Données de qualité couvrant le procédé de fabrication et ses contrôles',
            'Données cliniques de sécurité et d’immunogénicité ou d’efficacité',
            'Modalités de libération des lots et données de stabilité dans la chaîne du froid',
            'Plan de pharmacovigilance et de gestion des risques',
          ],
          action: { label: 'Demander un accompagnement', href: '/contact' },
        },
        {
          title: 'Dispositifs médicaux et diagnostics',
          description:
            'Types de produits : dispositifs médicaux, dispositifs de diagnostic in vitro et équipements médicaux.',
          items: [
            'Classification selon le risque et liste de contrôle des principes essentiels',
            'Certification du système de management de la qualité, par exemple selon la norme ISO 13485',
            'Preuves d’évaluation des performances ou d’évaluation clinique',
            'Étiquetage et notice d’utilisation pour chaque marché',
          ],
          action: { label: 'Demander un accompagnement', href: '/contact' },
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Domaines de conformité',
      items: [
        'Bonnes pratiques de fabrication',
        'Données de qualité, de sécurité et d’efficacité',
        'Bioéquivalence et données cliniques',
        'Stabilité et exigences liées aux zones climatiques',
        'Étiquetage et information sur le produit',
        'Pharmacovigilance et déclaration des effets indésirables',
        'Bonnes pratiques de distribution et de stockage',
        'Modifications et renouvellements post-autorisation',
      ],
    },
    {
      kind: 'process',
      heading: 'Processus d’harmonisation',
      steps: [
        {
          title: 'Évaluation de l’état de préparation',
          description: 'Nous examinons votre portefeuille et votre documentation au regard des exigences harmonisées.',
          timeline: 'Semaines 1 et 2',
        },
        {
          title: 'Stratégie et planification',
          description: 'Nous arrêtons avec vous les produits prioritaires, les marchés cibles, les voies réglementaires et un calendrier.',
          timeline: 'Semaines 3 et 4',
        },
        {
          title: 'Plan de résorption des écarts',
          description: 'Nous recensons chaque lacune documentaire ou de données, en précisant qui la comble et dans quel délai.',
          timeline: 'Semaine 5',
        },
        {
          title: 'Alignement des dossiers',
          description: 'Nous constituons et alignons les dossiers et les pièces justificatives en vue de leur soumission.',
          timeline: 'Semaines 6 à 12',
        },
        {
          title: 'Soumission et examen',
          description: 'Nous déposons les dossiers selon les procédures convenues et répondons aux questions des évaluateurs.',
          timeline: 'Semaines 13 à 16',
        },
        {
          title: 'Autorisation et maintien',
          description: 'Nous accompagnons les décisions jusqu’aux enregistrements nationaux, puis assurons leur maintien.',
          timeline: 'Semaines 17 à 20',
        },
      ],
    },
  ],
  cta: {
    heading: 'Préparez-vous à la réglementation continentale',
    text: 'Commencez par un bilan de préparation à l’harmonisation pour vos produits prioritaires. Nous vous montrerons où vous en êtes et quelles sont les prochaines étapes.',
    actions: [{ label: 'Lancer l’harmonisation', href: '/contact', variant: 'primary' }],
  },
};
