import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/year-end-review; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `Com 2023 a chegar ao fim, vale a pena parar para fazer um balanço. Foi um ano em que vários esforços de longa data na regulamentação dos medicamentos em África atingiram marcos visíveis, e em que a necessidade de sistemas regulamentares sólidos e harmonizados se tornou mais clara do que nunca. Foi também um ano intenso para a ${site.shortName}, que alargou a sua rede de conformidade a todo o continente e apoiou clientes em mais mercados do que em qualquer outro momento desde a sua fundação em Acra, em 2009.`
  },
  {
    type: "heading",
    text: "O ano na regulamentação"
  },
  {
    type: "list",
    items: [
      "Em abril, a Food and Drugs Authority (FDA) do Gana tornou-se a primeira autoridade reguladora do mundo a aprovar a vacina contra o paludismo R21/Matrix-M, e a NAFDAC, na Nigéria, fez o mesmo poucos dias depois.",
      "Em junho, o Ruanda e a Comissão da União Africana (CUA) assinaram o acordo de sede da Agência Africana de Medicamentos (AMA) em Kigali, cidade escolhida pelo Conselho Executivo da UA em 2022; o tratado que institui a agência entrou em vigor em novembro de 2021.",
      "Em outubro, a Organização Mundial da Saúde (OMS) recomendou a R21/Matrix-M para a prevenção do paludismo em crianças.",
      "Ao longo do ano, os programas de harmonização regional, incluindo o programa da Comunidade Económica dos Estados da África Ocidental (CEDEAO) coordenado pela Organização Oeste Africana da Saúde (OOAS), prosseguiram as avaliações conjuntas de dossiers de medicamentos."
    ]
  },
  {
    type: "heading",
    text: "O nosso ano"
  },
  {
    type: "paragraph",
    text: "Para a empresa, 2023 foi o ano em que a nossa rede pan-africana de conformidade ganhou forma. Trabalhamos hoje com parceiros regulamentares e jurídicos em 12 países africanos, o que oferece aos clientes um único ponto de contacto para registos, pedidos de marcas e obrigações pós-aprovação em vários mercados em simultâneo. A nossa atividade de fornecimento, que ultrapassou os 500 contratos públicos em 2020, manteve a taxa de entregas dentro do prazo em 95%, e a nossa equipa regulamentar manteve uma taxa de êxito de 98% nas submissões, tratando mais processos do que em qualquer ano anterior."
  },
  {
    type: "paragraph",
    text: "Olhando para 2024, três temas marcarão o nosso trabalho. O primeiro é o início das operações da Agência Africana de Medicamentos, que mudará a forma como muitos produtos são avaliados. O segundo é a utilização mais alargada das vacinas contra o paludismo nos programas nacionais, a par de uma procura contínua de tratamento e de quimioprevenção. O terceiro é a transição para as submissões eletrónicas em toda a região. Iniciamos o ano a preparar a renovação da nossa certificação da OOAS, com uma equipa de marcas reforçada e sistemas digitais mais robustos."
  },
  {
    type: "paragraph",
    text: "Agradecemos aos nossos clientes, aos nossos parceiros e às autoridades reguladoras com quem trabalhamos a confiança e a cooperação demonstradas em 2023. A saúde pública na África Ocidental depende de muitas instituições que trabalham bem em conjunto, e orgulhamo-nos de dar o nosso contributo. O nosso escritório em Acra estará encerrado nos feriados de Natal e de Ano Novo, e a nossa linha de emergência permanece disponível 24 horas por dia, 7 dias por semana, durante todo o período festivo, para questões urgentes de abastecimento e de segurança dos produtos."
  }
];
