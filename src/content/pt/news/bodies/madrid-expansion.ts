import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/madrid-expansion; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A ${site.shortName} alargou o seu serviço relativo ao Protocolo de Madrid para gerir carteiras internacionais de marcas de ponta a ponta, desde o pedido de base no instituto de origem até às designações, às recusas e às renovações. O Sistema de Madrid, administrado pela Organização Mundial da Propriedade Intelectual (OMPI) em Genebra, permite ao titular de uma marca apresentar um único pedido internacional, numa só língua e com um único conjunto de taxas, e designar qualquer um dos mais de 120 países abrangidos pelos seus membros. Para as empresas farmacêuticas que vendem sob uma mesma marca em muitos mercados, é frequentemente a via mais eficiente.`
  },
  {
    type: "heading",
    text: "Como funciona o Sistema de Madrid"
  },
  {
    type: "paragraph",
    text: "Um pedido internacional tem de se basear numa marca já pedida ou registada no instituto de origem do requerente, como o Registrar-General's Department do Gana, país que é parte no Protocolo de Madrid desde 2008. A OMPI examina o pedido quanto aos requisitos formais e inscreve o registo internacional; cada instituto designado examina depois a marca ao abrigo da sua própria legislação. Um instituto que não notifique uma recusa dentro do prazo, de doze ou dezoito meses consoante o membro, tem de proteger a marca. Na prática, a proteção é normalmente obtida em 8 a 15 meses."
  },
  {
    type: "paragraph",
    text: "África merece especial atenção. A Organização Africana da Propriedade Intelectual (OAPI) aderiu ao Protocolo de Madrid em 2015, pelo que uma única designação da OAPI abrange os seus dezassete Estados-Membros, na sua maioria da África Ocidental e Central. A Organização Regional Africana da Propriedade Intelectual (ARIPO) não é, ela própria, membro do Sistema de Madrid, pelo que a sua via regional é utilizada a par de Madrid quando oferece melhor cobertura. Alguns grandes mercados, entre os quais a Nigéria, não são parte no Protocolo de Madrid e continuam a exigir pedidos nacionais. O serviço alargado inclui:"
  },
  {
    type: "list",
    items: [
      "Pesquisas de anterioridades em cada mercado a designar",
      "Preparação e apresentação de pedidos internacionais através do instituto de origem",
      "Designações posteriores, à medida que os mercados do cliente crescem",
      "Respostas a recusas provisórias, em colaboração com advogados locais",
      "Acompanhamento do período de dependência de cinco anos e das renovações decenais junto da OMPI"
    ]
  },
  {
    type: "paragraph",
    text: "Um registo internacional depende da marca de base durante cinco anos: se o pedido ou o registo de base for recusado ou anulado nesse período, o registo internacional cai com ele, embora possa ser transformado em pedidos nacionais. Por isso, avaliamos a solidez da marca de base antes de apresentar o pedido e, quando existe um risco, recomendamos pedidos nacionais ou regionais nos mercados principais, a par de Madrid. Os clientes podem solicitar uma análise da sua carteira que compare as vias, os custos e os prazos para os seus países-alvo."
  }
];
