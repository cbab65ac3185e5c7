import type { OfflineMessages } from '../messages';
import { site } from '../site';

export const offline: OfflineMessages = {
  savedCopy: 'Vous lisez une copie enregistrée le {date}.',
  page: {
    title: `Hors connexion | ${site.shortName}`,
    heading: 'Impossible de charger cette page',
    text: 'Vous semblez être hors connexion, et cette page n’est pas enregistrée sur cet appareil. Les pages que vous avez déjà lues s’ouvrent sans connexion.',
    retry: 'Réessayer',
    savedHeading: 'Pages enregistrées sur cet appareil',
    savedOn: 'enregistrée le {date}',
    noneSaved: 'Aucune page n’est encore enregistrée sur cet appareil.',
    contactHeading: 'Nous contacter',
    contactText: 'Vous pouvez toujours nous joindre\u00a0:',
  },
};
