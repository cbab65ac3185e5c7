import { paths } from '../../routes/paths';
import type { HeaderMessages } from '../messages';
import { site } from '../site';

/** The header's words and links (messages.header, navigation.main), a module of its own for the header island. */
export const headerMessages: HeaderMessages = {
  labels: {
    homeLabel: `${site.name}, página inicial`,
    navLabel: 'Principal',
    menuOpen: 'Abrir menu',
    menuClose: 'Fechar menu',
    menuButton: 'Menu',
    getInTouch: 'Contacte-nos',
    languageGroup: 'Idioma',
  },
  items: [
    { label: 'Início', href: paths.home },
    { label: 'Serviços', href: paths.services },
    { label: 'Sobre nós', href: paths.about },
    { label: 'Recursos', href: paths.resources },
    { label: 'Notícias', href: paths.news },
    { label: 'FAQ', href: paths.faq },
    { label: 'Contacto', href: paths.contact },
  ],
};
