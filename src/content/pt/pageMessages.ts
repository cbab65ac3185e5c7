/**
 * Interface strings of the services, malaria-drugs and legal page templates (labels that
 * are not part of one page's copy). Kept apart from the components so the FR and PT
 * versions can supply their own.
 */
import type { PageMessages } from '../messages';

export const pageMessages: PageMessages = {
  legal: {
    lastUpdated: 'Última atualização: {date}',
    contents: 'Nesta página',
  },
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: '(abre num novo separador)',
    /** Read after the Download Catalog label. */
    fileType: '(PDF)',
  },
  pdf: {
    pageNumber: 'Página {page} de {count}',
  },
  print: {
    contactDetail: '{label}: {value}',
    printed: 'Impresso em {date}',
  },
};
