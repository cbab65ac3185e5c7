import { site } from '../site';
import type { FaqGroup, FaqPageContent } from '../types';
import { closes, opens } from './office';

export const faqPage: FaqPageContent = {
  meta: {
    title: `Perguntas frequentes | ${site.shortName}`,
    description:
      'Respostas da nossa equipa em Acra, no Gana, sobre o fornecimento de antipalúdicos, o registo de marcas, a conformidade regulamentar, os preços e os contratos.',
  },
  hero: {
    title: 'Perguntas frequentes',
    lead: 'Respostas às perguntas que mais nos colocam sobre os nossos serviços, prazos e condições. Se a sua pergunta não constar desta página, a nossa equipa responderá no prazo de 24 horas.',
  },
  contact: {
    heading: 'Ainda tem dúvidas?',
    text: `Os nossos especialistas estão disponíveis de segunda a sexta-feira, das ${opens} às ${closes}, GMT (UTC+0), e a nossa linha de emergência funciona 24 horas por dia, 7 dias por semana, para questões urgentes de abastecimento e de segurança dos produtos.`,
    actions: [
      { label: 'Contactar o apoio', href: '/contact', variant: 'primary' },
      { label: 'Agendar uma reunião', href: '/contact', variant: 'outline' },
    ],
  },
  callLabel: 'Ligue-nos',
  emailLabel: 'Escreva-nos',
};

/** Five categories, three questions each, in the order the page shows them. */
export const faqGroups: FaqGroup[] = [
  {
    category: 'Serviços gerais',
    items: [
      {
        question: `Que serviços presta a ${site.shortName}?`,
        answer:
          'Fornecemos medicamentos antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS) a governos, ONG e instituições de saúde, registamos marcas pelas vias nacional, ARIPO e do Protocolo de Madrid, e prestamos consultoria em conformidade regulamentar junto da Food and Drugs Authority (FDA) do Gana, da NAFDAC, da Organização Oeste Africana da Saúde (OOAS) e da Agência Africana de Medicamentos (AMA), bem como para a pré-qualificação da OMS. Oferecemos ainda documentação de garantia da qualidade, preparação de propostas para concursos públicos, apoio à cadeia de abastecimento e formação regulamentar.',
      },
      {
        question: 'Em que países operam?',
        answer:
          'Estamos sediados em Acra, no Gana, e operamos em 12 países africanos através da nossa própria equipa e de uma rede de parceiros regulamentares e jurídicos. Através dos procedimentos da OOAS, o nosso trabalho regional abrange os quinze países da região da OOAS: os doze Estados-Membros da Comunidade Económica dos Estados da África Ocidental (CEDEAO), bem como o Burkina Faso, o Mali e o Níger, que saíram da CEDEAO em 29 de janeiro de 2025. Os nossos serviços de marcas abrangem os Estados-Membros da ARIPO e, através do Protocolo de Madrid, mais de 120 países em todo o mundo.',
      },
      {
        question: 'Em quanto tempo receberei uma resposta?',
        answer: `Respondemos a todos os pedidos de informação e de orçamento no prazo de 24 horas. O nosso escritório está aberto de segunda a sexta-feira, das ${opens} às ${closes}, GMT (UTC+0). Para questões urgentes de abastecimento ou de segurança dos produtos fora desse horário, a nossa linha de emergência, ${site.phone}, atende 24 horas por dia, 7 dias por semana. Pode também escrever para ${site.email} ou utilizar o formulário de contacto, e um especialista da área de serviço em causa responderá.`,
      },
    ],
  },
  {
    category: 'Venda de antipalúdicos',
    items: [
      {
        question: 'Que medicamentos antipalúdicos fornecem?',
        answer:
          'Fornecemos terapêuticas combinadas à base de artemisinina (TCA), como o arteméter-lumefantrina, o artesunato-amodiaquina e a di-hidroartemisinina-piperaquina; artesunato injetável e retal para o paludismo grave; sulfadoxina-pirimetamina e amodiaquina para a quimioprevenção; e formulações pediátricas dispersíveis. Todos os produtos são pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, e estão registados no país de destino. A lista completa consta do nosso catálogo de medicamentos antipalúdicos.',
      },
      {
        question: 'Como garantem a qualidade dos vossos medicamentos?',
        answer:
          'A qualidade é controlada em cada etapa. Adquirimos apenas produtos pré-qualificados pela OMS ou aprovados por autoridades reguladoras rigorosas, junto de fabricantes qualificados, verificamos o certificado de análise de cada lote antes da libertação, enviamos amostras para ensaios independentes e armazenamos e transportamos o stock segundo as boas práticas de distribuição, com monitorização contínua da temperatura. Os números de lote são registados ao longo de toda a cadeia, para que qualquer lote possa ser rastreado e, se necessário, recolhido rapidamente.',
      },
      {
        question: 'Fornecem grandes encomendas de governos e ONG?',
        answer:
          'Sim. O fornecimento em grande volume a ministérios da saúde, programas nacionais de luta contra o paludismo, ONG e projetos financiados por doadores é o núcleo da nossa atividade. Executámos mais de 500 contratos públicos desde 2009, com 95% das entregas dentro do prazo. Respondemos a concursos públicos, trabalhamos no âmbito de acordos-quadro e podemos manter stock de segurança em Acra para a procura sazonal. Os orçamentos são enviados no prazo de 24 horas.',
      },
    ],
  },
  {
    category: 'Registo de marcas',
    items: [
      {
        question: 'Quanto tempo demora o registo de uma marca?',
        answer:
          'Depende da via escolhida e da eventual existência de objeções. Os registos nacionais demoram normalmente 6 a 12 meses, os registos internacionais pelo Protocolo de Madrid 8 a 15 meses e os pedidos regionais na ARIPO 12 a 18 meses. Uma pesquisa de anterioridades antes do pedido, que recomendamos em todos os casos, demora cerca de duas semanas e reduz o risco de recusas que prolongariam estes prazos.',
      },
      {
        question: 'Devo apresentar o pedido através da ARIPO, do Protocolo de Madrid ou a nível nacional?',
        answer:
          'Depende dos seus mercados. A ARIPO abrange os Estados-Membros do Protocolo de Banjul com um único pedido regional. O Protocolo de Madrid abrange mais de 120 países, incluindo os dezassete Estados da Organização Africana da Propriedade Intelectual (OAPI) através de uma única designação, mas exige uma marca de base no país de origem. Alguns mercados exigem pedidos nacionais: a Nigéria não pertence a nenhum dos dois sistemas e o Gana, embora seja membro da ARIPO, não aceita designações de marcas pela via ARIPO. Recomendamos normalmente uma combinação de vias.',
      },
      {
        question: 'De que necessitam da minha parte para iniciar um pedido?',
        answer:
          'Necessitamos de uma representação clara da marca (nominativa, figurativa ou ambas), do nome completo e do endereço do requerente, dos produtos ou serviços a abranger, normalmente da classe 5 no caso dos produtos farmacêuticos, e dos dados de qualquer pedido anterior, caso pretenda reivindicar prioridade. A maioria dos institutos exige também uma procuração; preparamo-la para assinatura e indicamos quando é necessário o reconhecimento notarial ou a legalização.',
      },
    ],
  },
  {
    category: 'Conformidade regulamentar',
    items: [
      {
        question: 'Com que autoridades reguladoras trabalham?',
        answer:
          'Preparamos e gerimos submissões às autoridades reguladoras nacionais, incluindo a Food and Drugs Authority (FDA) do Gana e a NAFDAC na Nigéria, bem como a procedimentos regionais e internacionais: a OOAS e o programa de harmonização da CEDEAO, a Agência Africana de Medicamentos e a harmonização continental, e a pré-qualificação da OMS. No total, trabalhamos com mais de 50 organismos reguladores e mantemos uma taxa de êxito de 98% nas submissões.',
      },
      {
        question: 'Quanto tempo demora o registo de um produto?',
        answer:
          'Varia consoante a autoridade e o produto. O prazo médio de tratamento da FDA do Gana é de cerca de 60 dias após a aceitação de um dossier completo, os procedimentos regionais da OOAS demoram normalmente 6 a 8 meses e as avaliações de harmonização da AMA 6 a 12 meses. A maior parte dos atrasos deve-se a dossiers incompletos ou a respostas lentas às questões colocadas, pelo que verificamos cada dossier face aos requisitos da autoridade antes da sua submissão.',
      },
      {
        question: 'Prestam apoio depois de um produto ser aprovado?',
        answer:
          'Sim. Uma autorização de introdução no mercado (AIM) implica obrigações contínuas, e nós gerimo-las: alterações quando muda um local de fabrico, uma formulação ou um rótulo, renovações antes do termo da validade, notificações de farmacovigilância e relatórios periódicos de segurança, preparação para inspeções de boas práticas de fabrico (BPF) e licenças de importação para cada remessa. Mantemos um calendário de prazos para cada produto que gerimos, para que nenhuma renovação ou relatório fique por cumprir.',
      },
    ],
  },
  {
    category: 'Preços e contratos',
    items: [
      {
        question: 'Como são fixados os preços dos vossos serviços?',
        answer:
          'O trabalho regulamentar e de marcas é normalmente orçamentado com honorários profissionais fixos por pedido ou por projeto; as taxas oficiais das autoridades reguladoras e dos institutos de propriedade intelectual são repercutidas ao preço de custo e indicadas em separado. A conformidade contínua pode ser assegurada mediante uma avença anual. O fornecimento de medicamentos é orçamentado por encomenda ou por contrato, normalmente com a entrega no destino incluída. Cada orçamento indica exatamente o que está incluído.',
      },
      {
        question: 'Como posso pedir um orçamento?',
        answer: `Utilize o formulário de contacto, escreva para ${site.email} ou ligue para ${site.phone}, indicando o serviço de que necessita, os produtos ou as marcas em causa e os países visados. Respondemos no prazo de 24 horas com um orçamento ou uma breve lista de perguntas. No caso de concursos, indique a referência do concurso e a data-limite de apresentação das propostas, para que possamos dar prioridade ao seu pedido.`,
      },
      {
        question: 'Quais são as vossas condições de pagamento e contratuais?',
        answer:
          'As condições são acordadas em cada contrato. Nos projetos regulamentares e de marcas, faturamos normalmente por fases, por exemplo na atribuição do mandato, na apresentação do pedido e na aprovação, sendo as taxas oficiais pagas antecipadamente. Os contratos de fornecimento seguem as regras de aquisição do cliente, incluindo garantias de proposta e de boa execução quando exigidas. Faturamos em cedis ganeses, dólares dos Estados Unidos ou euros, com pagamento por transferência bancária.',
      },
    ],
  },
];
