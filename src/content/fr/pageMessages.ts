/**
 * Interface strings of the services, malaria-drugs and legal page templates (labels that
 * are not part of one page's copy), French version.
 */
import type { PageMessages } from '../messages';

export const pageMessages: PageMessages = {
  legal: {
    lastUpdated: 'Dernière mise à jour : {date}',
    contents: 'Sur cette page',
  },
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    /** Read after the Download Catalog label. */
    fileType: '(PDF)',
  },
  pdf: {
    pageNumber: 'Page {page} sur {count}',
  },
  print: {
    contactDetail: '{label}\u00a0: {value}',
    printed: 'Imprimé le {date}',
  },
};
