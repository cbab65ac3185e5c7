import type { OfflineMessages } from '../messages';
import { site } from '../site';

export const offline: OfflineMessages = {
  savedCopy: 'Está a ler uma cópia guardada em {date}.',
  page: {
    title: `Sem ligação | ${site.shortName}`,
    heading: 'Não foi possível carregar esta página',
    text: 'Parece estar sem ligação à Internet, e esta página não está guardada neste dispositivo. As páginas que já leu abrem sem ligação.',
    retry: 'Tentar novamente',
    savedHeading: 'Páginas guardadas neste dispositivo',
    savedOn: 'guardada em {date}',
    noneSaved: 'Ainda não há nenhuma página guardada neste dispositivo.',
    contactHeading: 'Contacte-nos',
    contactText: 'Pode continuar a contactar-nos:',
  },
};
