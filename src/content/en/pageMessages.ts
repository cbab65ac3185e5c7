/**
 * Interface strings of the services, malaria-drugs and legal page templates (labels that
 * are not part of one page's copy). Kept apart from the components so the FR and PT
 * versions can supply their own.
 */
import type { PageMessages } from '../messages';

export const pageMessages: PageMessages = {
  legal: {
    lastUpdated: 'Last updated {date}',
    contents: 'On this page',
  },
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: '(opens in a new tab)',
    /** Read after the Download Catalog label. */
    fileType: '(PDF)',
  },
  pdf: {
    pageNumber: 'Page {page} of {count}',
  },
  print: {
    contactDetail: '{label}: {value}',
    printed: 'Printed on {date}',
  },
};
