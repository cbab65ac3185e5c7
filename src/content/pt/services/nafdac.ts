import { site } from '../../site';
import type { ServiceDetail } from '../../types';

/** /services/nafdac: NAFDAC registration (Nigeria) (PT). */
export const nafdac: ServiceDetail = {
  path: '/services/nafdac',
  meta: {
    title: `Serviços de registo na NAFDAC | ${site.shortName}`,
    description:
      'Registo de medicamentos, alimentos, cosméticos e dispositivos médicos na NAFDAC, na Nigéria: dossiers, representação local, inspeções e renovações.',
  },
  hero: {
    eyebrow: 'Entrada no mercado nigeriano',
    title: 'Serviços de registo na NAFDAC',
    lead: `Todos os produtos regulamentados vendidos na Nigéria têm de estar registados na National Agency for Food and Drug Administration and Control (NAFDAC), a agência nigeriana de regulação de alimentos e medicamentos. A ${site.shortName} prepara o seu pedido, assegura a ligação com a agência e acompanha o processo até à aprovação.`,
    actions: [{ label: 'Iniciar registo', href: '/contact', variant: 'primary' }],
    stats: [
      { value: '200 M+', label: 'Habitantes na Nigéria, o maior mercado da África Ocidental' },
      { value: '15', label: 'Anos de experiência regulamentar' },
      { value: '90%', label: 'Taxa de aprovação no primeiro ciclo dos nossos pedidos' },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Sobre a NAFDAC',
      paragraphs: [
        'A National Agency for Food and Drug Administration and Control (NAFDAC) foi criada em 1993 e regulamenta o fabrico, a importação, a exportação, a publicidade, a distribuição, a venda e a utilização de alimentos, medicamentos, cosméticos, dispositivos médicos, produtos químicos e água embalada na Nigéria.',
        'Um fabricante estrangeiro não pode ser diretamente titular de um registo na NAFDAC: tem de nomear uma empresa constituída na Nigéria como seu representante local. O registo compreende a análise documental, a inspeção do local de fabrico e a análise laboratorial de amostras do produto, e é renovado periodicamente.',
      ],
    },
    {
      kind: 'cards',
      heading: 'Os nossos serviços NAFDAC',
      items: [
        {
          title: 'Registo de produtos',
          description:
            'Preparação e submissão de pedidos de registo de medicamentos, alimentos, cosméticos, dispositivos médicos e produtos químicos.',
          icon: 'fileCheck',
        },
        {
          title: 'Representação local',
          description:
            'Aconselhamento na nomeação de uma empresa nigeriana como seu representante autorizado e coordenação com esta ao longo de todo o processo.',
          icon: 'handshake',
        },
        {
          title: 'Preparação para inspeções',
          description:
            'Preparação de locais de fabrico e armazéns para as inspeções de boas práticas de fabrico (BPF) e de armazenamento da NAFDAC.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Renovações e alterações',
          description:
            'Renovação atempada dos registos e notificação de alterações aos produtos, rótulos, locais de fabrico ou titularidade.',
          icon: 'refresh',
        },
      ],
    },
    {
      kind: 'checklist',
      heading: 'Documentos necessários',
      intro: 'Um pedido típico para um medicamento importado inclui:',
      items: [
        'Procuração com reconhecimento notarial, outorgada pelo fabricante a favor do representante nigeriano',
        'Certidão de constituição do representante nigeriano, emitida pela Corporate Affairs Commission (registo comercial nigeriano)',
        'Certificado de Produto Farmacêutico ou certificado de livre venda emitido pelo regulador do país de origem',
        'Certificado de BPF do local de fabrico',
        'Comprovativo do registo ou do pedido de registo da marca na Nigéria',
        'Dossier do produto no formato de Documento Técnico Comum (CTD)',
        'Certificado de análise do produto acabado',
        'Amostras, rótulos e folhetos informativos do produto',
      ],
    },
    {
      kind: 'cards',
      heading: 'Vantagens de trabalhar connosco',
      items: [
        {
          title: 'Submissões completas à primeira',
          description: 'Os documentos são verificados face aos requisitos atuais da NAFDAC antes da submissão, o que evita pedidos de esclarecimento desnecessários.',
          icon: 'checkCircle',
        },
        {
          title: 'Prazos previsíveis',
          description: 'Recebe desde o início um calendário realista para a verificação documental, a inspeção e a análise laboratorial.',
          icon: 'calendar',
        },
        {
          title: 'Preparação para a inspeção',
          description: 'Os locais de fabrico são preparados com antecedência para a inspeção de BPF.',
          icon: 'factory',
        },
        {
          title: 'Comunicação clara',
          description: 'Relatórios regulares sobre o estado de cada processo, em linguagem simples.',
          icon: 'mail',
        },
        {
          title: 'Perspetiva regional',
          description: 'O seu registo na Nigéria é planeado em conjunto com os registos noutros mercados da África Ocidental.',
          icon: 'globe',
        },
        {
          title: 'Conformidade contínua',
          description: 'Acompanhamos por si as datas de renovação, as alterações e as obrigações pós-comercialização.',
          icon: 'shieldCheck',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Processo de registo',
      steps: [
        {
          title: 'Documentação',
          description:
            'Reunimos e analisamos os documentos, confirmamos o representante local e preparamos o pedido.',
        },
        {
          title: 'Submissão e verificação',
          description:
            'O pedido é apresentado à NAFDAC, as taxas são pagas e a agência verifica os documentos; respondemos a qualquer pedido de esclarecimento.',
        },
        {
          title: 'Inspeção e análise laboratorial',
          description:
            'A NAFDAC inspeciona o local de fabrico, quando necessário, e analisa amostras do produto nos seus laboratórios.',
        },
        {
          title: 'Aprovação',
          description:
            'Após a aprovação, a NAFDAC emite o número e o certificado de registo, e anotamos na agenda a data de renovação.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Leve os seus produtos ao mercado nigeriano',
    text: 'Envie-nos a lista dos seus produtos. Confirmaremos os documentos necessários e indicaremos um calendário realista para o registo na NAFDAC.',
    actions: [{ label: 'Comece hoje', href: '/contact', variant: 'primary' }],
  },
};
