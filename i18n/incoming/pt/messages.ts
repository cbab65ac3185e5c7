import { site } from '../site';

/**
 * Interface strings used by components (labels, aria texts, toasts), Portuguese version.
 */
export const messages = {
  skipLink: 'Saltar para o conteúdo principal',
  /**
   * Link labels that say nothing out of context (search engines and screen-reader link
   * lists flag them): such a link also carries its card's title as hidden text.
   */
  genericLinkLabels: ['saber mais', 'ler mais', 'mais', 'detalhes', 'clique aqui'],
  header: {
    homeLabel: `${site.name}, página inicial`,
    navLabel: 'Principal',
    menuOpen: 'Abrir menu',
    menuClose: 'Fechar menu',
    menuButton: 'Menu',
    getInTouch: 'Contacte-nos',
    languageGroup: 'Idioma',
    languages: [
      { code: 'en', label: 'EN', name: 'English' },
      { code: 'fr', label: 'FR', name: 'Français' },
      { code: 'pt', label: 'PT', name: 'Português' },
    ],
  },
  footer: {
    tagline:
      'Fornecimento de medicamentos, registo de marcas e assuntos regulamentares para a África Ocidental e não só, a partir de Accra, desde 2009.',
    servicesHeading: 'Serviços',
    companyHeading: 'Empresa',
    contactHeading: 'Contacto',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefone',
    locationLabel: 'Localização',
    copyright: (year: number) => `© ${year} ${site.name}. Todos os direitos reservados.`,
  },
  process: {
    stepLabel: (n: number) => `Etapa ${n}:`,
    timelineLabel: 'Prazo:',
  },
  countries: {
    capital: 'Capital',
    population: 'População',
    status: 'Situação',
  },
  toast: {
    close: 'Fechar notificação',
    region: 'Notificações',
  },
  errorPage: {
    title: 'Erro inesperado da aplicação',
    metaTitle: `Erro inesperado da aplicação | ${site.shortName}`,
    text: 'Ocorreu um erro ao apresentar esta página. Tente novamente ou contacte-nos se o problema persistir.',
    reload: 'Recarregar a página',
    home: 'Voltar à página inicial',
  },
  learnMore: 'Saber mais',
} as const;
