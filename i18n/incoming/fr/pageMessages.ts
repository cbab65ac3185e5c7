/**
 * Interface strings of the services, malaria-drugs and legal page templates (FR).
 */
export const pageMessages = {
  legal: {
    lastUpdated: (date: string) => `Dernière mise à jour : ${date}`,
    contents: 'Sur cette page',
  },
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    /** Read after the Download Catalog label. */
    fileType: '(PDF)',
  },
} as const;
