import { site } from '../site';

/**
 * Interface strings used by components (labels, aria texts, toasts), French version.
 */
export const messages = {
  skipLink: 'Aller au contenu principal',
  /**
   * Link labels that say nothing out of context (compared in lower case): such a link
   * also carries its card's title as hidden text.
   */
  genericLinkLabels: ['en savoir plus', 'lire la suite', 'plus', 'détails', 'cliquez ici'],
  header: {
    homeLabel: `${site.name}, accueil`,
    navLabel: 'Principale',
    menuOpen: 'Ouvrir le menu',
    menuClose: 'Fermer le menu',
    menuButton: 'Menu',
    getInTouch: 'Nous contacter',
    languageGroup: 'Langue',
    languages: [
      { code: 'en', label: 'EN', name: 'English' },
      { code: 'fr', label: 'FR', name: 'Français' },
      { code: 'pt', label: 'PT', name: 'Português' },
    ],
  },
  footer: {
    tagline:
      "Approvisionnement en médicaments, enregistrement de marques et affaires réglementaires pour l’Afrique de l’Ouest et au-delà. À Accra depuis 2009.",
    servicesHeading: 'Services',
    companyHeading: 'Entreprise',
    contactHeading: 'Contact',
    emailLabel: 'E-mail',
    phoneLabel: 'Téléphone',
    locationLabel: 'Adresse',
    copyright: (year: number) => `© ${year} ${site.name}. Tous droits réservés.`,
  },
  process: {
    stepLabel: (n: number) => `Étape ${n} :`,
    timelineLabel: 'Délai :',
  },
  countries: {
    capital: 'Capitale',
    population: 'Population',
    status: 'Statut',
  },
  toast: {
    close: 'Fermer la notification',
    region: 'Notifications',
  },
  errorPage: {
    title: "Erreur inattendue de l’application",
    metaTitle: `Erreur inattendue de l’application | ${site.shortName}`,
    text: "Une erreur s’est produite lors de l’affichage de cette page. Veuillez réessayer ou nous contacter si le problème persiste.",
    reload: 'Recharger la page',
    home: "Retour à l’accueil",
  },
  learnMore: 'En savoir plus',
} as const;
