/**
 * Interface strings of the services, malaria-drugs and legal page templates (labels that
 * are not part of one page's copy), Portuguese version.
 */
export const pageMessages = {
  legal: {
    lastUpdated: (date: string) => `Última atualização: ${date}`,
    contents: 'Nesta página',
  },
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: '(abre num novo separador)',
    /** Read after the Download Catalog label. */
    fileType: '(PDF)',
  },
} as const;
