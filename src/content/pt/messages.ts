import type { InterfaceMessages } from '../messages';
import { site } from '../site';
import { headerMessages } from './headerMessages';

/** Interface strings of the site frame and the components (labels, aria texts, toasts). */
export const messages: InterfaceMessages = {
  components: {
    locale: 'pt-PT',
    skipLink: 'Saltar para o conteúdo principal',
    genericLinkLabels: ['saber mais', 'ler mais', 'mais', 'detalhes', 'clique aqui'],
    processStep: 'Etapa {number}:',
    processTimeline: 'Prazo:',
    countryCapital: 'Capital',
    countryPopulation: 'População',
  },
  header: headerMessages.labels,
  footer: {
    tagline:
      'Fornecimento de medicamentos, registo de marcas e assuntos regulamentares para a África Ocidental e não só, a partir de Acra, desde 2009.',
    servicesHeading: 'Serviços',
    companyHeading: 'Empresa',
    contactHeading: 'Contacto',
    emailLabel: 'Correio eletrónico',
    phoneLabel: 'Telefone',
    locationLabel: 'Localização',
    copyright: `© {year} ${site.name}. Todos os direitos reservados.`,
  },
  opensInNewTab: '(abre num novo separador)',
  countryStatus: { active: 'Ativo', expanding: 'Em expansão' },
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
};
