import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/ghana-health-partnership; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A ${site.shortName} assinou uma parceria de três anos com uma rede de hospitais distritais e confessionais das regiões do Volta e de Oti para melhorar a disponibilidade de medicamentos antipalúdicos de qualidade garantida. O acordo combina o fornecimento de antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS) com apoio prático na previsão das necessidades, no armazenamento e na comunicação dos stocks. Responde a um problema que as unidades de saúde descreveram sem rodeios durante o planeamento: as ruturas de stock de produtos essenciais, em especial das formulações pediátricas e do artesunato injetável, tendem a ocorrer no início da estação das chuvas, quando os casos de paludismo aumentam e o reabastecimento é mais lento.`
  },
  {
    type: "heading",
    text: "O que a parceria oferece"
  },
  {
    type: "list",
    items: [
      "Previsões trimestrais baseadas no consumo, revistas com a equipa de farmácia de cada unidade de saúde",
      "Um stock de segurança rotativo de terapêuticas combinadas à base de artemisinina (TCA) e de artesunato injetável, mantido em Acra",
      "Monitorização da temperatura nas zonas de armazenamento e durante o transporte",
      "Formação do pessoal dos dispensários sobre registos de stock, condições de armazenamento e notificação de produtos suspeitos de qualidade inferior",
      "Relatórios mensais de disponibilidade partilhados com a direção dos hospitais"
    ]
  },
  {
    type: "paragraph",
    text: "O paludismo continua a ser uma das principais causas de consulta externa no Gana, e toda a população está exposta ao risco de infeção. As orientações nacionais de tratamento exigem a confirmação por microscopia ou por teste de diagnóstico rápido, seguida de uma TCA no paludismo não complicado e de artesunato injetável no paludismo grave. Essas orientações só funcionam se os produtos certos estiverem nas prateleiras. A parceria foi concebida para apoiar o sistema público de abastecimento, e não para o substituir: as encomendas seguem as regras de aquisição de cada unidade de saúde e todos os produtos fornecidos estão registados na Food and Drugs Authority (FDA) do Gana."
  },
  {
    type: "quote",
    text: "Os nossos farmacêuticos sabem do que precisam. O que lhes tem faltado é um fornecedor que planeie com eles antes do início da estação, e não depois de as prateleiras ficarem vazias.",
    cite: "Farmacêutico-chefe de um hospital parceiro, Região do Volta"
  },
  {
    type: "heading",
    text: "Medir os resultados"
  },
  {
    type: "paragraph",
    text: "As duas partes acordaram indicadores simples e partilhados: a proporção de dias em que cada medicamento marcador está disponível, os prazos de entrega das encomendas e a proporção de entregas recebidas dentro do intervalo de temperatura acordado. Os resultados serão analisados de seis em seis meses, estando a primeira análise prevista para setembro de 2024. A parceria assenta nos mesmos sistemas que sustentam os nossos contratos com governos e ONG, nos quais a taxa de entregas dentro do prazo é de 95%. Se o modelo funcionar como previsto, tencionamos propô-lo a outras redes de unidades de saúde no Gana e nos países vizinhos."
  }
];
