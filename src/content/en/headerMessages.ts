import { paths } from '../../routes/paths';
import type { HeaderMessages } from '../messages';
import { site } from '../site';

/** The header's words and links (messages.header, navigation.main), a module of its own for the header island. */
export const headerMessages: HeaderMessages = {
  labels: {
    homeLabel: `${site.name}, home`,
    navLabel: 'Main',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    menuButton: 'Menu',
    getInTouch: 'Get in Touch',
    languageGroup: 'Language',
  },
  items: [
    { label: 'Home', href: paths.home },
    { label: 'Services', href: paths.services },
    { label: 'About', href: paths.about },
    { label: 'Resources', href: paths.resources },
    { label: 'News', href: paths.news },
    { label: 'FAQ', href: paths.faq },
    { label: 'Contact', href: paths.contact },
  ],
};
