import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/quality-assurance; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A Organização Mundial da Saúde (OMS) estimou que cerca de um em cada dez produtos médicos em circulação nos países de baixo e médio rendimento é de qualidade inferior ou falsificado. Os antipalúdicos e os antibióticos estão entre os produtos mais afetados, e as consequências são graves: falência terapêutica, mortes evitáveis e propagação da resistência aos medicamentos. Para um fornecedor de programas de saúde pública, a garantia da qualidade não é, por isso, um departamento isolado, mas uma cadeia de controlos, cada um dos quais tem de se manter firme. Este artigo descreve como funcionam esses controlos na ${site.shortName}.`
  },
  {
    type: "heading",
    text: "Controlos em cada etapa"
  },
  {
    type: "list",
    items: [
      "Qualificação dos fornecedores: adquirimos produtos acabados apenas a fabricantes cujos produtos são pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, e verificamos as provas de conformidade com as boas práticas de fabrico (BPF) antes da primeira encomenda.",
      "Libertação dos lotes: cada lote chega acompanhado de um certificado de análise, que é verificado face à especificação aprovada antes de o stock ser libertado.",
      "Ensaios independentes: amostras de lotes selecionados são analisadas por um laboratório acreditado, e cada entrega é inspecionada à receção para detetar defeitos visuais e anomalias de embalagem.",
      "Armazenamento e transporte: os produtos são armazenados e transportados segundo as boas práticas de distribuição, com monitorização contínua da temperatura e embalagens validadas de cadeia de frio quando necessário.",
      "Rastreabilidade: os números de lote são registados em cada etapa, para que qualquer lote possa ser rastreado até aos seus destinatários em poucas horas."
    ]
  },
  {
    type: "paragraph",
    text: "As condições de armazenamento são determinantes no nosso clima. O Gana e a maior parte da África Ocidental situam-se na zona climática IVb da OMS, quente e muito húmida, e os dados de estabilidade dos produtos que fornecemos têm de sustentar o armazenamento nessas condições. A maioria dos antipalúdicos orais é conservada abaixo de 30 °C e protegida da humidade, enquanto alguns outros produtos necessitam de refrigeração. O nosso armazém em Acra foi objeto de mapeamento térmico e é monitorizado 24 horas por dia, com alarmes que chegam ao farmacêutico de serviço a qualquer hora."
  },
  {
    type: "heading",
    text: "Quando algo corre mal"
  },
  {
    type: "paragraph",
    text: "Nenhum sistema é perfeito, e um sistema de qualidade eficaz prevê a falha. Mantemos procedimentos escritos para reclamações, desvios e recolhas, e testamo-los através de simulações de recolha. Os defeitos de qualidade suspeitos e as reações adversas comunicados pelos clientes são investigados, notificados à autoridade reguladora nacional competente e partilhados com o fabricante. Os clientes podem comunicar uma preocupação a qualquer momento através da nossa linha de emergência, disponível 24 horas por dia, 7 dias por semana, e cada comunicação recebe uma resposta escrita."
  },
  {
    type: "quote",
    text: "Cada elo da cadeia de abastecimento é uma promessa feita ao doente que está no seu fim. O nosso trabalho é garantir que nenhuma dessas promessas é quebrada.",
    cite: "Dra. Akosua Frimpong, Diretora de Garantia da Qualidade"
  }
];
