import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/q4-results; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `A ${site.shortName} encerrou 2023 com o melhor quarto trimestre da sua história. A procura de antipalúdicos de qualidade garantida manteve-se elevada antes do ciclo de aquisições de 2024, e os serviços regulamentares cresceram à medida que os fabricantes preparavam submissões às autoridades reguladoras nacionais e aos programas regionais. Ao longo do trimestre, a empresa executou contratos para ministérios da saúde, programas nacionais e organizações não governamentais em vários países, e conquistou novos clientes na área do registo de marcas. Este resumo apresenta resultados operacionais; as demonstrações financeiras auditadas do exercício serão publicadas nos termos habituais.`
  },
  {
    type: "heading",
    text: "Destaques do trimestre"
  },
  {
    type: "list",
    items: [
      "Volumes de fornecimento de antipalúdicos 18% superiores aos do quarto trimestre de 2022, impulsionados pelas terapêuticas combinadas à base de artemisinina (TCA) e pelos comprimidos dispersíveis pediátricos",
      "96% das entregas concluídas na data contratual ou antes dela",
      "41 submissões regulamentares apresentadas a autoridades nacionais e regionais, um recorde trimestral",
      "27 novos pedidos de registo de marcas pelas vias ARIPO, Madrid e nacional",
      "Mais de 520 contratos públicos executados desde a fundação da empresa, em 2009"
    ]
  },
  {
    type: "paragraph",
    text: "A atividade de fornecimento beneficiou de previsões mais antecipadas com os clientes do setor público, o que permitiu fazer as encomendas antes dos picos sazonais, e não durante os mesmos. Os prazos entre a confirmação da encomenda e a entrega encurtaram face ao trimestre anterior, graças à consolidação das remessas e ao stock de segurança mantido em Acra. Todos os antipalúdicos fornecidos eram pré-qualificados pela Organização Mundial da Saúde (OMS) ou aprovados por uma autoridade reguladora rigorosa, em conformidade com as políticas de qualidade dos nossos clientes públicos e dos clientes financiados por doadores. Não foi confirmada qualquer reclamação relativa à qualidade dos produtos durante o trimestre."
  },
  {
    type: "paragraph",
    text: "Nos serviços regulamentares, a maior parte do novo trabalho disse respeito ao registo de produtos junto da Food and Drugs Authority (FDA) do Gana e da NAFDAC na Nigéria, seguido da preparação para procedimentos regionais coordenados pela Organização Oeste Africana da Saúde (OOAS). Cresceu também o interesse pela Agência Africana de Medicamentos (AMA), à medida que os fabricantes começavam a planear os procedimentos continentais para quando a agência estiver operacional. A nossa taxa global de êxito nas submissões manteve-se em 98%, e os tempos médios de resposta às questões das autoridades reguladoras diminuíram em relação ao terceiro trimestre."
  },
  {
    type: "heading",
    text: "Perspetivas para 2024"
  },
  {
    type: "paragraph",
    text: "Para 2024, prevemos uma procura sustentada de antipalúdicos, apoiada pelas campanhas de quimioprevenção e pela introdução de vacinas contra o paludismo nos programas nacionais, que complementarão o tratamento em vez de o substituírem. Nos serviços regulamentares, as nossas prioridades são a renovação da nossa certificação regional da OOAS, o reforço do investimento na gestão eletrónica de dossiers e o alargamento da nossa área de marcas. Agradecemos aos nossos clientes e parceiros a confiança que continuam a depositar em nós."
  }
];
