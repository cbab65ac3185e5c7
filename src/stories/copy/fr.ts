import type { StoryCopy } from './en';

/** The stories' own sample words in French (see en.ts). */
export const fr: StoryCopy = {
  accordion: [
    { question: 'Sous quel délai répondez-vous aux demandes de devis\u00a0?', answer: 'Sous 24 heures, les jours ouvrés.' },
    { question: 'Quels pays couvrez-vous\u00a0?', answer: 'Douze pays africains, depuis nos bureaux d’Accra.' },
  ],
  card: {
    title: 'Enregistrement ARIPO',
    meta: '12 à 18 mois',
    text: 'Une seule demande désignant les États membres de l’ARIPO qui appliquent le Protocole de Banjul.',
    action: 'En savoir plus',
  },
  contactForm: { firstName: 'Aminata', message: 'Nous souhaitons recevoir un devis.', serverReason: 'Le message est trop long' },
  features: ['Produits préqualifiés par l’OMS', 'Maîtrise de la chaîne du froid', 'Contrôle qualité de chaque lot', 'Distribution fiable'],
  hero: {
    eyebrow: 'Marques régionales',
    title: 'Services de marques ARIPO',
    lead: 'Un seul dépôt, une protection dans les États membres de l’Organisation régionale africaine de la propriété intellectuelle.',
    action: 'Déposer une demande ARIPO',
    stats: [
      { value: '19', label: 'États membres couverts' },
      { value: '70\u00a0%', label: 'Économies réalisées' },
      { value: '12 à 18 mois', label: 'Délai habituel' },
      { value: '1976', label: 'Année de création' },
    ],
  },
  layout: {
    heading: 'Section avec introduction',
    intro: 'Chaque section porte son propre h2 et, si besoin, une introduction.',
    figure: 'Chiffre',
    box: ['Boîte stylée par sprinkles', 'dans une rangée Stack'],
  },
  newsletter: { serverMessage: 'La liste de diffusion n’est pas encore disponible.' },
  processSteps: [
    { title: 'Évaluation', description: 'Nous examinons votre produit, votre dossier et vos marchés cibles.', timeline: 'Semaines 1 et 2' },
    { title: 'Stratégie', description: 'Un plan de dépôt, avec ses délais et ses coûts.', timeline: 'Semaines 3 et 4' },
    { title: 'Mise en œuvre', description: 'Préparation du dossier, dépôt et suivi.' },
    { title: 'Suivi', description: 'Renouvellements, modifications et évolutions réglementaires.' },
  ],
  siteLayout: { heading: 'Contenu de la page' },
  toast: { defaultButton: 'Notification par défaut', destructiveButton: 'Notification d’erreur' },
  typography: {
    eyebrow: 'Surtitre',
    display: 'Titre principal (h1)',
    section: 'Titre de section (h2)',
    card: 'Titre de carte (h3)',
    minor: 'Petit titre (h4)',
    lead: 'Texte d’introduction, en grand corps pour une lecture confortable sur téléphone.',
    body: 'Texte courant de 17\u00a0px, avec un interlignage confortable.',
    small: 'Petit texte discret pour les métadonnées.',
  },
};
