import type { InterfaceMessages } from '../messages';
import { site } from '../site';
import { headerMessages } from './headerMessages';

/** Interface strings of the site frame and the components (labels, aria texts, toasts), French version. */
export const messages: InterfaceMessages = {
  components: {
    locale: 'fr',
    skipLink: 'Aller au contenu principal',
    genericLinkLabels: ['en savoir plus', 'lire la suite', 'plus', 'détails', 'cliquez ici'],
    processStep: 'Étape {number} :',
    processTimeline: 'Délai :',
    countryCapital: 'Capitale',
    countryPopulation: 'Population',
  },
  header: headerMessages.labels,
  footer: {
    tagline:
      'Approvisionnement en médicaments, enregistrement de marques et affaires réglementaires pour l’Afrique de l’Ouest et au-delà. À Accra depuis 2009.',
    servicesHeading: 'Services',
    companyHeading: 'Entreprise',
    contactHeading: 'Contact',
    emailLabel: 'Courriel',
    phoneLabel: 'Téléphone',
    locationLabel: 'Adresse',
    copyright: `© {year} ${site.name}. Tous droits réservés.`,
  },
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  countryStatus: { active: 'Actif', expanding: 'En expansion' },
  toast: {
    close: 'Fermer la notification',
    region: 'Notifications',
  },
  errorPage: {
    title: 'Erreur inattendue de l’application',
    metaTitle: `Erreur inattendue de l’application | ${site.shortName}`,
    text: 'Une erreur s’est produite lors de l’affichage de cette page. Veuillez réessayer ou nous contacter si le problème persiste.',
    reload: 'Recharger la page',
    home: 'Retour à l’accueil',
  },
};
