import type { NewsMessages } from '../messages';
import { site } from '../site';
import type { NotFoundContent } from '../types';

/**
 * Interface strings of the news listing and the article template (labels, toasts, share
 * texts, newsletter messages), kept apart from the components for the FR and PT versions.
 */
export const newsMessages: NewsMessages = {
  categories: {
    regulatory: 'Regulamentar',
    medical: 'Médico',
    business: 'Negócios',
    legal: 'Jurídico',
    partnerships: 'Parcerias',
    technology: 'Tecnologia',
    services: 'Serviços',
    quality: 'Qualidade',
    procurement: 'Contratação pública',
  },
  readMore: 'Ler mais',
  backToNews: 'Voltar às notícias',
  shareArticle: 'Partilhar artigo',
  downloadPdf: 'Descarregar PDF',
  relatedArticles: 'Artigos relacionados',
  /** Accessible label of the author, date and read time line. */
  detailsLabel: 'Dados do artigo',
  byline: 'Por {author}',
  /** Live announcement after the category filter changes. */
  resultCount: { one: 'A mostrar {count} artigo', many: 'A mostrar {count} de artigos', other: 'A mostrar {count} artigos' },
  noResults: 'Ainda não há artigos nesta categoria. Escolha outra categoria ou mostre todos os artigos.',
  share: {
    groupLabel: 'Partilhar ou descarregar: {title}',
    networks: { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
    /** Visible label is the network; the accessible name adds the action and the title. */
    onNetwork: 'Partilhar no {network}',
    /** Text the Twitter share carries with the link. */
    tweetText: '{title}: {excerpt}',
    downloadText: 'Ficheiro de texto',
    downloadTextLabel: 'Descarregar como ficheiro de texto',
  },
  linkCopied: {
    title: 'Ligação copiada',
    description: 'A ligação para este artigo foi copiada para a área de transferência e está pronta a colar.',
  },
  copyFailed: {
    title: 'Copie esta ligação',
    description: 'O seu navegador não permitiu a cópia. O endereço do artigo é {url}',
  },
  pdfDownloadStarted: {
    title: 'Transferência iniciada',
    description: 'O artigo «{title}» está a ser descarregado em PDF.',
  },
  /** Labels of the plain-text download of an article card. */
  textFile: {
    line: '{label}: {value}',
    title: 'Título',
    category: 'Categoria',
    author: 'Autor',
    date: 'Data',
    readTime: 'Tempo de leitura',
    summary: 'Resumo',
    link: 'Ler em linha',
    publisher: site.name,
  },
  newsletter: {
    emailLabel: 'Endereço de correio eletrónico',
    sending: 'A subscrever...',
    invalid: {
      title: 'Verifique o seu endereço de correio eletrónico',
      description: 'Introduza um endereço de correio eletrónico completo, por exemplo nome@exemplo.com.',
    },
    failure: {
      title: 'Não foi possível subscrever',
      fallback: `Não foi possível adicionar o seu endereço à lista de distribuição. Tente novamente mais tarde ou escreva para ${site.email}.`,
    },
    success: {
      title: 'Consulte o seu correio',
      description: 'Enviámos uma ligação para {email}. Abra-a no prazo de 48 horas para confirmar a sua subscrição.',
    },
    errors: {
      email: 'Introduza um endereço de correio eletrónico válido.',
      rateLimited: {
        reasons: {
          client: 'Demasiadas tentativas de subscrição a partir da sua rede.',
          email: 'Demasiadas tentativas de subscrição para este endereço de correio eletrónico.',
          message: 'Demasiadas tentativas de subscrição.',
          flood: 'Estamos a receber um número invulgar de subscrições.',
        },
        retryIn: '{reason} Tente novamente dentro de {wait}.',
        retryLater: '{reason} Tente novamente mais tarde.',
      },
      unavailable: `Este serviço está temporariamente indisponível. Tente novamente mais tarde ou escreva-nos para ${site.email}.`,
      failed: `Ocorreu um problema do nosso lado. Tente novamente mais tarde ou escreva-nos para ${site.email}.`,
    },
  },
};

/** The article template's page for a slug that has no article. */
export const articleNotFound: NotFoundContent = {
  meta: {
    title: `Artigo não encontrado | ${site.shortName}`,
    description: `Não foi possível encontrar o artigo que procura. Regresse à sala de imprensa da ${site.shortName} para ler as nossas últimas notícias regulamentares e da empresa.`,
  },
  code: '404',
  heading: 'Artigo não encontrado',
  text: 'O artigo que procura não existe ou pode ter sido movido.',
  action: { label: 'Voltar às notícias', href: '/news' },
};
