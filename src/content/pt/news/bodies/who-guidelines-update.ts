import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/who-guidelines-update; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "A Organização Mundial da Saúde (OMS) publica as suas recomendações sobre o paludismo num conjunto único e consolidado, as Diretrizes da OMS para o paludismo (WHO Guidelines for malaria), atualizadas em linha à medida que novos dados científicos são analisados. Várias atualizações dos últimos dois anos têm importância direta para os programas e os fornecedores da África Ocidental, onde a carga do paludismo está entre as mais elevadas do mundo. Este artigo resume as principais alterações e o que significam na prática. Destina-se a profissionais de aprovisionamento e de regulamentação e não constitui orientação clínica: os prescritores devem seguir sempre as diretrizes da OMS em vigor e a respetiva política nacional de tratamento."
  },
  {
    type: "heading",
    text: "As principais alterações"
  },
  {
    type: "list",
    items: [
      "Em outubro de 2023, a OMS recomendou a vacina R21/Matrix-M para a prevenção do paludismo em crianças, a par da vacina RTS,S/AS01, recomendada em 2021. A R21/Matrix-M foi pré-qualificada pela OMS em dezembro de 2023.",
      "Em 2022, as recomendações de quimioprevenção, incluindo a quimioprevenção do paludismo sazonal (QPS) e a quimioprevenção perene do paludismo, foram revistas para dar aos programas mais flexibilidade quanto aos grupos etários, ao número de ciclos e à área geográfica, com base na transmissão local.",
      "Em 2022, o arteméter-lumefantrina passou a ser recomendado para o tratamento do paludismo não complicado por Plasmodium falciparum durante o primeiro trimestre da gravidez.",
      "Sem alteração: o paludismo grave é tratado com artesunato injetável durante pelo menos 24 horas, seguido de um tratamento completo de três dias com uma terapêutica combinada à base de artemisinina (TCA)."
    ]
  },
  {
    type: "paragraph",
    text: "As vacinas vêm juntar-se aos instrumentos existentes, e não substituí-los. Ambas são administradas em quatro doses a partir dos cinco meses de idade, aproximadamente, e são introduzidas através dos programas nacionais de vacinação, com o apoio da Gavi. O Gana foi um dos primeiros países a introduzir a RTS,S, no âmbito do programa-piloto coordenado pela OMS a partir de 2019, e, em abril de 2023, a Food and Drugs Authority (FDA) do Gana tornou-se a primeira autoridade reguladora a aprovar a R21/Matrix-M. A procura de tratamento não vai desaparecer: as crianças vacinadas continuam a precisar de um diagnóstico rápido e de um tratamento eficaz quando adoecem."
  },
  {
    type: "heading",
    text: "Implicações para o aprovisionamento"
  },
  {
    type: "paragraph",
    text: "As alterações relativas à quimioprevenção permitem aos países alargar as campanhas a crianças mais velhas ou acrescentar ciclos quando os dados locais o justifiquem, o que pode alterar as quantidades de sulfadoxina-pirimetamina associada à amodiaquina necessárias para a QPS. Os programas devem rever as suas previsões com antecedência. No Sahel, as campanhas sazonais decorrem durante a estação das chuvas, normalmente em ciclos mensais de julho a outubro, e os produtos têm de chegar antes do início do primeiro ciclo. As apresentações pediátricas dispersíveis em embalagem conjunta continuam a ser preferidas, por serem mais fáceis de administrar a crianças pequenas."
  },
  {
    type: "paragraph",
    text: "No tratamento, a recomendação relativa ao primeiro trimestre elimina um obstáculo de longa data à utilização do arteméter-lumefantrina no início da gravidez, e as unidades de saúde que prestam cuidados pré-natais devem assegurar a sua disponibilidade. A qualidade continua a ser o fio condutor, porque todas as recomendações pressupõem medicamentos que cumprem as normas internacionais. Continuamos a fornecer exclusivamente antipalúdicos pré-qualificados pela OMS ou aprovados por autoridades reguladoras rigorosas, e a nossa equipa médica pode ajudar os programas a rever as suas listas de produtos e as suas previsões à luz das recomendações em vigor."
  }
];
