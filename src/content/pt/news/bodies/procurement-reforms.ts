import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/procurement-reforms; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: "Os governos da África Ocidental compram uma parte importante dos medicamentos essenciais da região, diretamente ou através de programas nacionais e de centrais de abastecimento de medicamentos. Ao longo da última década, as regras que regem essas aquisições têm sido reformadas de forma contínua. Os objetivos são os mesmos em todos os países: mais transparência, melhor utilização do dinheiro público e maior garantia de que os medicamentos adquiridos são de boa qualidade. Para os fornecedores, as reformas trazem processos mais previsíveis, mas também exigências mais elevadas, e são as empresas que se preparam para elas que ganham e mantêm contratos públicos."
  },
  {
    type: "heading",
    text: "O sentido das reformas"
  },
  {
    type: "paragraph",
    text: "No Gana, a contratação pública rege-se pela Lei da Contratação Pública de 2003 (Public Procurement Act, 2003, Act 663), alterada em 2016 pela Lei n.º 914 (Act 914), e é supervisionada pela Public Procurement Authority. A alteração reforçou o planeamento das aquisições e previu os acordos-quadro e a contratação eletrónica, e a Autoridade tem vindo a alargar o Sistema Eletrónico de Contratação Pública do Gana (GHANEPS) a mais entidades públicas. Na Nigéria, a Lei da Contratação Pública de 2007 (Public Procurement Act, 2007) criou o Bureau of Public Procurement segundo princípios semelhantes. Em toda a região, o concurso público aberto é a regra, sendo os procedimentos restritos e o ajuste direto admitidos apenas por motivos devidamente fundamentados."
  },
  {
    type: "paragraph",
    text: "As aquisições financiadas por doadores acrescentam requisitos próprios. O Fundo Global, por exemplo, exige que os produtos farmacêuticos acabados sejam pré-qualificados pela Organização Mundial da Saúde (OMS), autorizados por uma autoridade reguladora rigorosa ou recomendados pelo seu Painel de Revisão de Peritos (ERP), e muitos programas nacionais aplicam uma norma semelhante às suas próprias compras de antipalúdicos. Os documentos de concurso pedem cada vez mais provas de sistemas de qualidade, de boas práticas de distribuição e do desempenho anterior nas entregas, e não apenas o preço mais baixo."
  },
  {
    type: "heading",
    text: "Como se devem preparar os fornecedores"
  },
  {
    type: "list",
    items: [
      "Registar-se cedo nas plataformas de contratação eletrónica e manter atualizados os documentos da empresa",
      "Manter um dossier pronto com os registos dos produtos, as cartas de pré-qualificação da OMS e os certificados de boas práticas de fabrico (BPF)",
      "Apresentar preços com entrega no destino incluída e indicar claramente os Incoterms",
      "Obter junto do banco, com bastante antecedência, as garantias de proposta e as garantias de boa execução",
      "Registar o desempenho nas entregas, uma vez que o desempenho anterior é cada vez mais avaliado"
    ]
  },
  {
    type: "paragraph",
    text: `A ${site.shortName} participou em mais de 500 contratos públicos desde 2009, e a nossa equipa de concursos acompanha fabricantes e distribuidores em todas as etapas, desde a leitura dos documentos do concurso até à preparação de propostas conformes e à gestão das entregas. Congratulamo-nos com as reformas. Regras claras e transparentes recompensam os fornecedores que investem na qualidade e protegem os doentes no fim da cadeia de abastecimento.`
  }
];
