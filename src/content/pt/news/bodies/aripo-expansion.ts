import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/aripo-expansion; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A ${site.shortName} alargou, na sua área de marcas, a equipa dedicada à Organização Regional Africana da Propriedade Intelectual (ARIPO), reforçando a sua capacidade de pesquisa, de apresentação de pedidos e de gestão de carteiras para responder à procura crescente dos fabricantes de produtos farmacêuticos. A proteção das marcas tornou-se uma questão regulamentar concreta: o nome comercial de um medicamento figura na autorização de introdução no mercado (AIM), na embalagem e nos documentos de concurso, e um conflito detetado tardiamente pode atrasar um lançamento ou obrigar a uma dispendiosa alteração da rotulagem. Proteger a marca cedo, em todos os mercados onde o produto será vendido, faz parte do planeamento de um registo.`
  },
  {
    type: "heading",
    text: "A ARIPO e o Protocolo de Banjul"
  },
  {
    type: "paragraph",
    text: "A ARIPO foi criada em 1976 pelo Acordo de Lusaka e tem sede em Harare, no Zimbabué. O seu sistema de marcas rege-se pelo Protocolo de Banjul relativo às Marcas, adotado em 1993, que permite a um requerente apresentar um único pedido com a designação de vários Estados-Membros do Protocolo de Banjul. A ARIPO examina o pedido quanto aos requisitos formais e cada Estado designado examina-o depois ao abrigo da sua própria legislação, podendo recusar a proteção dentro do prazo previsto. Uma marca registada desta forma produz em cada Estado designado os mesmos efeitos que um registo nacional e é renovável de dez em dez anos."
  },
  {
    type: "paragraph",
    text: "A via regional traz poupanças reais. Um único pedido, um único conjunto de documentos e uma única data de renovação substituem procedimentos nacionais distintos, o que pode reduzir até 70% os custos de apresentação e de manutenção, e o registo é normalmente obtido em 12 a 18 meses. A via regional não cobre, porém, todos os países. Nem todos os membros da ARIPO aderiram ao Protocolo de Banjul: o Gana, por exemplo, é membro da ARIPO, mas protege as marcas através de pedidos nacionais apresentados ao Registrar-General's Department, enquanto a Nigéria e os Estados da Organização Africana da Propriedade Intelectual (OAPI), na sua maioria francófonos, dispõem de sistemas próprios. Uma estratégia sólida combina várias vias."
  },
  {
    type: "heading",
    text: "O que oferece a equipa reforçada"
  },
  {
    type: "list",
    items: [
      "Pesquisas de disponibilidade nos registos da ARIPO, nos registos nacionais e no registo de Madrid antes de fixar o nome de um produto",
      "Pedidos regionais na classe 5 (preparações farmacêuticas) e em classes conexas",
      "Respostas às recusas emitidas pelos Estados designados, com advogados locais quando necessário",
      "Vigilância dos prazos de renovação e das marcas conflituantes publicadas para oposição",
      "Alinhamento dos pedidos de registo de marcas com os calendários de registo dos produtos"
    ]
  },
  {
    type: "paragraph",
    text: "A área é dirigida a partir de Acra e trabalha com advogados locais em cada Estado designado sempre que uma recusa ou uma oposição exija resposta ao abrigo da legislação nacional. Os titulares de marcas que planeiem lançamentos na África Oriental e Austral, a par da África Ocidental, podem solicitar uma estratégia de apresentação de pedidos que compare as vias ARIPO, Madrid e nacional para os seus mercados-alvo, com custos e prazos indicativos para cada uma. Como em todos os nossos serviços, os pedidos de informação recebem resposta no prazo de 24 horas."
  }
];
