import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/waho-certification; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A ${site.shortName} concluiu a renovação da sua certificação regional no quadro da Organização Oeste Africana da Saúde (OOAS), na sequência de uma análise dos nossos procedimentos de preparação de dossiers, do controlo documental, dos registos de competência do pessoal e do sistema de gestão da qualidade. A renovação dá continuidade a uma relação iniciada em 2012, quando a empresa obteve pela primeira vez a certificação da OOAS, três anos após a sua fundação em Acra. Para os clientes, confirma que o trabalho regulamentar que preparamos para submissões em toda a Comunidade Económica dos Estados da África Ocidental (CEDEAO) obedece às normas que o sistema regional exige.`
  },
  {
    type: "heading",
    text: "Porque é importante o quadro regional"
  },
  {
    type: "paragraph",
    text: "A OOAS é a agência especializada da CEDEAO para a saúde. Foi criada por um Protocolo assinado em Abuja em 1987 e tem sede em Bobo-Dioulasso, no Burkina Faso. O seu mandato é melhorar a saúde das populações da África Ocidental através da cooperação e da harmonização entre os países da região da CEDEAO. Em matéria de regulação dos medicamentos, a OOAS coordena o programa de Harmonização da Regulamentação dos Medicamentos da CEDEAO, através do qual as autoridades reguladoras nacionais partilham o trabalho de avaliação, alinham os requisitos técnicos e reduzem as duplicações. Para os fabricantes, esse trabalho traduz-se em prazos mais previsíveis e num formato comum de dossier que pode ser reutilizado em vários mercados."
  },
  {
    type: "paragraph",
    text: "A análise decorreu ao longo de várias semanas e examinou o percurso do trabalho no nosso escritório, desde o primeiro contacto até à submissão final. Os avaliadores analisaram uma amostra de processos recentes, relativos a vários tipos de produtos, incluindo antipalúdicos, antibióticos e formulações pediátricas, e rastrearam cada um deles até aos documentos de origem. Foi dada especial atenção à forma como verificamos os dados dos fabricantes antes de chegarem a uma autoridade reguladora, uma vez que um erro detetado cedo pode poupar meses mais adiante no processo. As áreas analisadas incluíram:"
  },
  {
    type: "list",
    items: [
      "Preparação de dossiers no formato do Documento Técnico Comum (CTD) utilizado pelas autoridades reguladoras da CEDEAO",
      "Controlo documental, historial de versões e tradução das submissões para inglês, francês e português",
      "Verificação das provas de conformidade com as boas práticas de fabrico (BPF) fornecidas pelos fabricantes",
      "Análise dos dados de estabilidade face às condições da zona climática IVb (30 °C e 75% de humidade relativa)",
      "Registos de formação e de competência do pessoal dos serviços regulamentares, da qualidade e da farmacovigilância"
    ]
  },
  {
    type: "quote",
    text: "A certificação regional não é um distintivo que exibimos e esquecemos. É uma disciplina que molda a forma como cada dossier sai deste escritório, e renová-la obriga-nos a manter-nos fiéis às normas em que os nossos clientes e as autoridades reguladoras confiam.",
    cite: "Dra. Ama Mensah, Diretora de Assuntos Regulamentares"
  },
  {
    type: "paragraph",
    text: "Para fabricantes e distribuidores, o efeito prático é a continuidade. Os produtos já em preparação mantêm os seus calendários atuais, que, num procedimento regional da OOAS, são normalmente de seis a oito meses a contar da apresentação de um dossier completo, e a nossa taxa de êxito nas submissões regionais mantém-se em 98%. Os clientes que planeiam submissões em vários mercados da CEDEAO podem pedir à nossa equipa regulamentar uma avaliação dos seus dossiers face aos requisitos regionais em vigor. Como sempre, respondemos a todos os pedidos de informação no prazo de 24 horas."
  }
];
