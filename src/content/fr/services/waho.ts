import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/**
 * /services/waho: WAHO Certification Services (FR).
 * Same 15-country list as the English page; the countries intro states the 2025 withdrawal
 * of Burkina Faso, Mali and Niger from ECOWAS.
 */
export const waho: ServiceDetail = {
  path: '/services/waho',
  meta: {
    title: `Services de certification OOAS | ${site.shortName}`,
    description:
      'Appui à l’enregistrement régional des médicaments coordonné par l’Organisation Ouest Africaine de la Santé : dossiers, évaluations conjointes, inspections BPF.',
  },
  hero: {
    eyebrow: 'Harmonisation réglementaire en Afrique de l’Ouest',
    title: 'Services de certification OOAS',
    lead: `${site.shortName} prépare les fabricants aux procédures régionales d’enregistrement des médicaments coordonnées par l’Organisation Ouest Africaine de la Santé (OOAS), et accompagne chaque produit jusqu’à l’autorisation nationale sur les marchés qui comptent pour eux.`,
    actions: [{ label: 'Lancer une demande OOAS', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '15', label: 'Pays de la région de l’OOAS' },
      { value: '380 M', label: 'Habitants dans la région' },
      { value: '98 %', label: 'Taux de réussite des demandes' },
      { value: '6 à 8 mois', label: 'Délai habituel de réalisation' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'À propos de l’OOAS',
      paragraphs: [
        'L’Organisation Ouest Africaine de la Santé (OOAS) est l’institution spécialisée de la Communauté économique des États de l’Afrique de l’Ouest (CEDEAO) dans le domaine de la santé. Elle a été créée par un protocole signé par les chefs d’État de la CEDEAO en 1987 et son siège est à Bobo-Dioulasso, au Burkina Faso.',
        'Dans le cadre de l’initiative d’harmonisation de la réglementation des médicaments de la CEDEAO, l’OOAS coordonne l’évaluation conjointe des dossiers d’enregistrement par les autorités nationales de réglementation et promeut des exigences techniques communes. Un produit ayant satisfait à une évaluation conjointe peut ensuite être enregistré de façon plus prévisible par les autorités nationales participantes.',
        'Nous préparons les dossiers conformément aux exigences régionales, accompagnons les fabricants tout au long de l’évaluation et de l’inspection, et coordonnons les enregistrements nationaux qui suivent.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Nos services OOAS',
      items: [
        {
          title: 'Préparation des dossiers régionaux',
          description:
            'Constitution des dossiers d’enregistrement au format du document technique commun (CTD), conformément aux exigences harmonisées de la CEDEAO.',
          icon: 'fileText',
        },
        {
          title: 'Appui aux évaluations conjointes',
          description:
            'Gestion des soumissions et réponses rapides et bien documentées aux questions des évaluateurs pendant l’examen régional.',
          icon: 'users',
        },
        {
          title: 'Préparation aux inspections BPF',
          description:
            'Inspections simulées et analyses des écarts des sites de fabrication au regard des bonnes pratiques de fabrication (BPF) de l’Organisation mondiale de la Santé (OMS).',
          icon: 'factory',
        },
        {
          title: 'Suivi des enregistrements nationaux',
          description:
            'Coordination, pays par pays, des enregistrements nationaux qui font suite à une évaluation régionale.',
          icon: 'mapPin',
        },
      ],
    },
    {
      kind: 'countries',
      heading: 'Pays de la région de l’OOAS',
      intro:
        'Les 15 pays d’Afrique de l’Ouest de la région de l’OOAS. Le Burkina Faso, le Mali et le Niger ont annoncé leur retrait de la CEDEAO en janvier 2024, avec effet en janvier 2025 ; nous continuons d’accompagner les enregistrements auprès des autorités nationales de réglementation de ces 15 pays.',
      countries: [
        { name: 'Bénin' },
        { name: 'Burkina Faso' },
        { name: 'Cabo Verde' },
        { name: 'Côte d’Ivoire' },
        { name: 'Gambie' },
        { name: 'Ghana' },
        { name: 'Guinée' },
        { name: 'Guinée-Bissau' },
        { name: 'Liberia' },
        { name: 'Mali' },
        { name: 'Niger' },
        { name: 'Nigeria' },
        { name: 'Sénégal' },
        { name: 'Sierra Leone' },
        { name: 'Togo' },
      ],
    },
    {
      kind: 'process',
      heading: 'Processus de certification',
      intro: 'Calendrier type d’une demande régionale. Le rythme des étapes d’examen est fixé par les autorités de réglementation.',
      steps: [
        {
          title: 'Consultation initiale',
          description:
            'Nous examinons votre produit, ses enregistrements existants et vos marchés cibles, et confirmons son éligibilité à la procédure régionale.',
          timeline: 'Semaines 1 et 2',
        },
        {
          title: 'Préparation du dossier',
          description:
            'Nous constituons ou adaptons le dossier, comblons les lacunes documentaires et préparons les étiquettes et les notices pour chaque marché.',
          timeline: 'Semaines 3 à 8',
        },
        {
          title: 'Soumission',
          description: 'Nous soumettons le dossier complet et acquittons les redevances selon la procédure applicable.',
          timeline: 'Semaine 9',
        },
        {
          title: 'Examen technique',
          description:
            'Les évaluateurs des autorités participantes examinent les données de qualité, de sécurité et d’efficacité ; nous répondons rapidement à leurs questions.',
          timeline: 'Semaines 10 à 20',
        },
        {
          title: 'Inspection et questions',
          description:
            'Le cas échéant, le site de fabrication est inspecté et les questions en suspens sont résolues.',
          timeline: 'Semaines 21 à 24',
        },
        {
          title: 'Décision et enregistrement national',
          description:
            'Le résultat de l’évaluation est communiqué et nous menons à bien les formalités d’enregistrement national dans chaque pays cible.',
          timeline: 'Semaines 25 à 28',
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Avantages de l’enregistrement régional',
      items: [
        {
          title: 'Accès aux marchés régionaux',
          description: 'Une évaluation coordonnée unique ouvre la voie à l’enregistrement sur plusieurs marchés d’Afrique de l’Ouest.',
          icon: 'map',
        },
        {
          title: 'Moins de doublons',
          description: 'Un dossier harmonisé unique remplace une série de soumissions nationales aux formats différents.',
          icon: 'fileCheck',
        },
        {
          title: 'Des délais plus prévisibles',
          description: 'Les autorités nationales peuvent s’appuyer sur l’évaluation conjointe, ce qui facilite la planification des délais d’autorisation.',
          icon: 'clock',
        },
        {
          title: 'Crédibilité auprès des acheteurs',
          description: 'Un produit évalué au niveau régional est plus facile à proposer aux ministères de la Santé, aux ONG et dans les appels d’offres publics.',
          icon: 'award',
        },
        {
          title: 'Des normes de qualité homogènes',
          description: 'Un ensemble unique d’exigences de qualité pour tous les marchés simplifie la fabrication et la libération des lots.',
          icon: 'shieldCheck',
        },
        {
          title: 'Un point de coordination unique',
          description: 'Une seule équipe gère vos soumissions, vos inspections et le suivi national dans toute la région.',
          icon: 'network',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Exigences',
      intro: 'Avant une soumission régionale, un produit doit généralement réunir les éléments suivants :',
      items: [
        'Un dossier d’enregistrement au format CTD, comprenant des données de qualité, des données non cliniques et des données cliniques ou de bioéquivalence',
        'Un certificat BPF valide pour chaque site de fabrication, et des sites prêts pour l’inspection',
        'Un certificat de produit pharmaceutique (CPP) ou une preuve d’enregistrement dans le pays d’origine',
        'Des échantillons, des étiquettes et des notices dans la langue officielle de chaque marché cible',
      ],
    },
    {
      kind: 'checklist',
      heading: 'Services d’appui',
      items: [
        'Analyse des écarts des dossiers existants',
        'Constitution et revue des modules CTD',
        'Planification des études de bioéquivalence',
        'Planification des données de stabilité pour les climats chauds et humides',
        'Revue des étiquettes et des notices en anglais, en français et en portugais',
        'Réponses aux questions des évaluateurs',
        'Représentation locale sur chaque marché cible',
        'Modifications et renouvellements post-autorisation',
      ],
    },
  ],
  cta: {
    heading: 'Préparez vos produits à l’enregistrement régional',
    text: 'Indiquez-nous les produits et les marchés que vous envisagez. Nous évaluerons leur état de préparation et vous proposerons un plan et un calendrier réalistes.',
    actions: [{ label: 'Lancer une demande OOAS', href: '/contact', variant: 'primary' }],
  },
};
