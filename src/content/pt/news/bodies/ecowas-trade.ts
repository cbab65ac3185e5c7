import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/ecowas-trade; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "A Comunidade Económica dos Estados da África Ocidental (CEDEAO) foi fundada em 1975 pelo Tratado de Lagos para promover a integração económica entre os seus membros. À data desta publicação reunia quinze países; desde 29 de janeiro de 2025, data da saída do Burkina Faso, do Mali e do Níger, conta doze Estados-Membros. Os países da região somam cerca de 400 milhões de habitantes. Para as empresas farmacêuticas, a região é um mercado natural: a carga de doença é partilhada, as rotas de abastecimento atravessam fronteiras e muitos países dependem fortemente de medicamentos importados. No entanto, fazer circular um medicamento de um país da CEDEAO para outro envolve dois conjuntos distintos de regras, as regras comerciais e as regras regulamentares, e ambos têm de ser cumpridos."
  },
  {
    type: "heading",
    text: "Regras comerciais: menos barreiras na fronteira"
  },
  {
    type: "paragraph",
    text: "O Esquema de Liberalização das Trocas Comerciais da CEDEAO (ETLS) permite que as mercadorias que cumprem as regras de origem da Comunidade circulem entre os Estados-Membros com isenção de direitos de importação, desde que o produtor e o produto tenham sido aprovados ao abrigo do esquema e que a remessa seja acompanhada de um certificado de origem da CEDEAO. As mercadorias provenientes de fora da região estão sujeitas à Tarifa Exterior Comum (TEC) da CEDEAO, aplicada desde 2015. Desde o início das trocas comerciais em 2021, a Zona de Comércio Livre Continental Africana, cujo secretariado está sediado em Acra, acrescentou um nível continental de reduções pautais, introduzidas progressivamente ao longo de vários anos."
  },
  {
    type: "heading",
    text: "Regras regulamentares: a autorização continua a ser nacional"
  },
  {
    type: "paragraph",
    text: "As preferências pautais não substituem a autorização de introdução no mercado (AIM). Um medicamento tem de estar registado junto da autoridade reguladora nacional de cada país onde é vendido, como a Food and Drugs Authority (FDA) do Gana ou a NAFDAC na Nigéria, e cada remessa necessita das licenças de importação que essa autoridade exige. A harmonização regional, coordenada pela Organização Oeste Africana da Saúde (OOAS), está a reduzir as diferenças: as autoridades reguladoras partilham avaliações e aceitam um formato comum de dossier, pelo que um único Documento Técnico Comum (CTD) bem preparado pode sustentar vários pedidos nacionais. Na prática, uma remessa transfronteiriça conforme necessita dos seguintes elementos:"
  },
  {
    type: "list",
    items: [
      "Uma AIM válida para o produto no país de destino",
      "Uma licença de importação ou autorização equivalente emitida para a remessa",
      "A aprovação do fabricante e do produto no âmbito do ETLS, quando se pretende beneficiar da isenção de direitos",
      "Um certificado de origem, uma fatura comercial, uma lista de embalagem e um certificado de análise a acompanhar a mercadoria",
      "Uma rotulagem que cumpra os requisitos linguísticos e de informação do país de destino"
    ]
  },
  {
    type: "paragraph",
    text: "A nossa equipa dedicada à CEDEAO trata em conjunto o trabalho comercial e o regulamentar, para que os clientes não descubram na fronteira que falta uma licença. Identificamos as autorizações necessárias para cada rota, preparamos os dossiers de registo e acompanhamos as renovações, para que o stock possa circular quando é necessário. A entrada no mercado começa normalmente com uma avaliação dos mercados-alvo, com a duração de duas a quatro semanas, seguida do planeamento do registo e da importação para cada um deles."
  }
];
