import type { StoryCopy } from './en';

/** The stories' own sample words in European Portuguese (see en.ts). */
export const pt: StoryCopy = {
  accordion: [
    { question: 'Em quanto tempo respondem aos pedidos de orçamento?', answer: 'Em 24 horas, nos dias úteis.' },
    { question: 'Que países abrangem?', answer: 'Doze países africanos, a partir dos nossos escritórios em Accra.' },
  ],
  card: {
    title: 'Registo ARIPO',
    meta: '12 a 18 meses',
    text: 'Um único pedido que designa os Estados-Membros da ARIPO que aplicam o Protocolo de Banjul.',
    action: 'Saber mais',
  },
  contactForm: { firstName: 'Fátima', message: 'Gostaríamos de receber um orçamento.', serverReason: 'A mensagem é demasiado longa' },
  features: ['Produtos pré-qualificados pela OMS', 'Gestão da cadeia de frio', 'Controlo de qualidade de cada lote', 'Distribuição fiável'],
  hero: {
    eyebrow: 'Marcas regionais',
    title: 'Serviços de marcas ARIPO',
    lead: 'Um único pedido, proteção nos Estados-Membros da Organização Regional Africana da Propriedade Intelectual.',
    action: 'Apresentar pedido ARIPO',
    stats: [
      { value: '19', label: 'Estados-Membros abrangidos' },
      { value: '70%', label: 'Poupança' },
      { value: '12 a 18 meses', label: 'Prazo habitual' },
      { value: '1976', label: 'Ano de criação' },
    ],
  },
  layout: {
    heading: 'Secção com introdução',
    intro: 'Cada secção tem o seu próprio h2 e, se necessário, uma introdução.',
    figure: 'Número',
    box: ['Caixa com sprinkles', 'numa linha Stack'],
  },
  newsletter: { serverMessage: 'A lista de distribuição ainda não está disponível.' },
  processSteps: [
    { title: 'Avaliação', description: 'Analisamos o seu produto, o dossiê e os mercados-alvo.', timeline: 'Semanas 1 e 2' },
    { title: 'Estratégia', description: 'Um plano de pedidos, com prazos e custos.', timeline: 'Semanas 3 e 4' },
    { title: 'Execução', description: 'Preparação do dossiê, submissão e acompanhamento.' },
    { title: 'Acompanhamento', description: 'Renovações, alterações e mudanças regulamentares.' },
  ],
  siteLayout: { heading: 'Conteúdo da página' },
  toast: { defaultButton: 'Notificação simples', destructiveButton: 'Notificação de erro' },
  typography: {
    eyebrow: 'Sobretítulo',
    display: 'Título principal (h1)',
    section: 'Título de secção (h2)',
    card: 'Título de cartão (h3)',
    minor: 'Título pequeno (h4)',
    lead: 'Texto de introdução, em corpo grande para ler bem no telemóvel.',
    body: 'Texto corrente de 17 px, com uma entrelinha confortável.',
    small: 'Texto pequeno e discreto para metadados.',
  },
};
