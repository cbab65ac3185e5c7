import { paths } from '../../routes/paths';
import type { HeaderMessages } from '../messages';
import { site } from '../site';

/** The header's words and links (messages.header, navigation.main), a module of its own for the header island. */
export const headerMessages: HeaderMessages = {
  labels: {
    homeLabel: `${site.name}, accueil`,
    navLabel: 'Principale',
    menuOpen: 'Ouvrir le menu',
    menuClose: 'Fermer le menu',
    menuButton: 'Menu',
    getInTouch: 'Nous contacter',
    languageGroup: 'Langue',
  },
  items: [
    { label: 'Accueil', href: paths.home },
    { label: 'Services', href: paths.services },
    { label: 'À propos', href: paths.about },
    { label: 'Ressources', href: paths.resources },
    { label: 'Actualités', href: paths.news },
    { label: 'FAQ', href: paths.faq },
    { label: 'Contact', href: paths.contact },
  ],
};
