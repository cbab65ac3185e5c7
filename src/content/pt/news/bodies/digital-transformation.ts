import { site } from '../../../site';
import type { ArticleBlock } from '../../../types';

/** Body of the article at /pt/news/digital-transformation; only its own page loads it. */
export const body: ArticleBlock[] = [
  {
    type: "paragraph",
    text: `Durante muito tempo, o trabalho regulamentar mediu-se em papel: dossiers impressos, recibos de correio expresso e pastas de correspondência. Isso está a mudar rapidamente. As autoridades reguladoras da região aceitam ou exigem hoje a submissão eletrónica para muitos procedimentos, a NAFDAC através do seu portal NAPAMS e a Food and Drugs Authority (FDA) do Gana através dos seus serviços em linha, e a Agência Africana de Medicamentos (AMA) está a ser construída com sistemas digitais desde o início. Ao longo do último ano, a ${site.shortName} reconstruiu os seus próprios sistemas para que cada dossier que preparamos seja digital, desde o primeiro documento até à aprovação final.`
  },
  {
    type: "heading",
    text: "O que mudou"
  },
  {
    type: "list",
    items: [
      "Um repositório eletrónico de dossiers organizado por módulo do Documento Técnico Comum (CTD), com controlo de versões de cada documento",
      "Validação dos formatos de ficheiro, dos marcadores e das hiperligações antes de qualquer submissão",
      "Um calendário único de prazos para registos, renovações, alterações e manutenção de marcas",
      "Portais seguros para a troca de documentos com os clientes, em substituição dos anexos de correio eletrónico",
      "Pistas de auditoria que registam quem alterou cada documento e quando"
    ]
  },
  {
    type: "paragraph",
    text: "Os benefícios para os clientes são concretos. Os documentos preparados uma única vez podem ser reutilizados em vários pedidos nacionais, com alterações controladas e rastreáveis, o que reduz os erros quando um produto é submetido em vários mercados. Os prazos de renovação e de alteração são acompanhados pelo sistema, e não em agendas individuais. Quando uma autoridade reguladora coloca uma questão, a versão certa da secção certa pode ser recuperada em minutos e a resposta pode ser redigida com todo o historial da submissão à disposição."
  },
  {
    type: "heading",
    text: "Segurança e confidencialidade"
  },
  {
    type: "paragraph",
    text: "Os dossiers contêm informação comercialmente sensível, incluindo processos de fabrico e dados de estudos não publicados. Os nossos sistemas cifram os dados em trânsito e em repouso, restringem o acesso por cliente e por função e mantêm cópias de segurança regulares fora de linha. Os direitos de acesso são revistos periodicamente e os dados pessoais são tratados em conformidade com a Lei de Proteção de Dados do Gana de 2012 (Data Protection Act, 2012, Act 843). Utilizamos os documentos dos clientes apenas para o trabalho que nos é confiado e, a pedido, devolvemo-los ou destruímo-los no termo de cada mandato."
  },
  {
    type: "paragraph",
    text: "As ferramentas digitais apoiam o juízo regulamentar; não o substituem. O verdadeiro ganho é tempo: tempo que os nossos especialistas dedicam agora ao conteúdo dos dossiers e ao diálogo com as autoridades reguladoras, em vez de o dedicarem à compilação de documentos em papel. Continuaremos a adaptar-nos à medida que as autoridades reguladoras da região avançam para o Documento Técnico Comum eletrónico (eCTD) e que a Agência Africana de Medicamentos estabelece os seus procedimentos e sistemas."
  }
];
