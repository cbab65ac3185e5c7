import { site } from '../site';
import type { PdfSection } from '../types';
import { closes, office, opens } from './office';

/**
 * Texts of the generated resource PDFs; imported only by the build-time generators in src/files,
 * never by browser code, so pages do not ship them.
 */

/** Sections of each guide PDF, keyed by the guide's `fileSlug` in ./resources. */
export const guideTexts: Record<string, PdfSection[]> = {
  'guia-de-certificacao-da-ooas-2024': [
    {
      heading: 'Sobre a OOAS',
      paragraphs: [
        'A Organização Oeste Africana da Saúde (OOAS) é a instituição especializada em saúde da Comunidade Económica dos Estados da África Ocidental (CEDEAO). Foi criada por um Protocolo assinado em Abuja em 1987 e tem sede em Bobo-Dioulasso, no Burkina Faso. Foi instituída para servir os Estados-Membros da CEDEAO e abrange uma região de quinze países, onde vivem cerca de 380 milhões de pessoas; trabalha em inglês, francês e português. O Burkina Faso, o Mali e o Níger retiraram-se da CEDEAO em janeiro de 2025, pelo que a Comunidade conta agora doze Estados-Membros; a forma como os procedimentos regionais se aplicarão aos três países que saíram ainda está a ser definida.',
        'No domínio da regulamentação dos medicamentos, a OOAS coordena o programa de Harmonização da Regulamentação dos Medicamentos da CEDEAO, lançado em 2017 no âmbito da iniciativa mais ampla de Harmonização da Regulamentação dos Medicamentos em África (AMRH). Através deste programa, as autoridades nacionais de regulamentação dos medicamentos realizam avaliações conjuntas dos dossiers de produtos, coordenam inspeções, adotam diretrizes técnicas comuns e partilham informação sobre os produtos e a sua segurança.',
      ],
    },
    {
      heading: 'O que significa a certificação regional',
      paragraphs: [
        'Um procedimento regional não substitui o registo nacional. Produz uma avaliação científica conjunta, realizada por avaliadores de várias autoridades nacionais, cujo resultado cada autoridade participante utiliza depois para conceder a sua própria autorização de introdução no mercado (AIM), geralmente mais depressa do que permitiria uma avaliação nacional isolada.',
        'Neste guia, «certificação da OOAS» designa a conclusão com êxito do procedimento regional por um produto, seguida da autorização nacional nos países participantes. Para o requerente, as vantagens são um único dossier, um único conjunto de respostas às perguntas dos avaliadores e um percurso mais previsível para vários mercados em simultâneo.',
      ],
    },
    {
      heading: 'Elegibilidade e requisitos',
      paragraphs: [
        'São elegíveis os produtos fabricados num local que cumpra as boas práticas de fabrico (BPF), comprovadas pela pré-qualificação da Organização Mundial da Saúde (OMS), pela aprovação de uma autoridade reguladora rigorosa ou por uma inspeção recente com resultado satisfatório. O dossier deve seguir o formato do Documento Técnico Comum (CTD), com dados de qualidade completos no Módulo 3.',
        'Os estudos de estabilidade devem sustentar a conservação na zona climática IVb (30 °C e 75% de humidade relativa). Os medicamentos genéricos necessitam de um estudo de bioequivalência face a um comparador aceite, e o requerente deve designar um representante local em cada país onde solicita a autorização. A rotulagem e a informação destinada ao doente devem cumprir os requisitos linguísticos de cada mercado.',
      ],
    },
    {
      heading: 'O processo e os prazos',
      paragraphs: [
        'Um procedimento regional típico demora seis a oito meses desde o início da preparação. As semanas 1 e 2 são dedicadas à análise de lacunas do dossier existente. As semanas 3 a 8 abrangem a conclusão do dossier e a preparação do pedido regional. A submissão é feita na semana 9.',
        'A avaliação conjunta, incluindo as perguntas dos avaliadores e as respostas do requerente, decorre normalmente da semana 10 à semana 20. As semanas 21 a 24 correspondem ao resultado final da avaliação, e as semanas 25 a 28 às autorizações nacionais concedidas pelas autoridades participantes com base nesse resultado.',
      ],
    },
    {
      heading: 'Causas frequentes de atraso',
      paragraphs: [
        'A maioria dos atrasos é evitável. As causas mais frequentes são dados de qualidade incompletos no Módulo 3, estudos de estabilidade que não abrangem as condições da zona IVb, dados de bioequivalência em falta ou insuficientes, incoerências entre os resumos e os dados que os sustentam, e respostas lentas ou parciais às perguntas dos avaliadores. Uma análise de lacunas rigorosa antes da submissão resolve a maior parte destas causas.',
      ],
    },
    {
      heading: 'Como apoiamos os requerentes',
      paragraphs: [
        `A ${site.shortName} detém a certificação da OOAS desde 2012 e mantém uma taxa de êxito de 98% nas submissões regulamentares. Realizamos a análise de lacunas, compilamos ou completamos o dossier, gerimos a submissão e toda a correspondência com os avaliadores, e acompanhamos cada autorização nacional até à emissão do certificado. Contacte-nos para uma avaliação do seu dossier; respondemos no prazo de 24 horas.`,
      ],
    },
  ],
  'diretrizes-de-tratamento-do-paludismo': [
    {
      heading: 'Âmbito e objetivo',
      paragraphs: [
        'Este guia resume as Diretrizes da Organização Mundial da Saúde (OMS) sobre o paludismo para responsáveis de aprovisionamento, pessoal das autoridades reguladoras e gestores de programas. Não substitui as próprias diretrizes nem as políticas nacionais de tratamento, que os prescritores devem seguir. A OMS atualiza as suas recomendações em linha à medida que as evidências são revistas; consulte sempre a versão em vigor antes de tomar decisões.',
      ],
    },
    {
      heading: 'Diagnóstico',
      paragraphs: [
        'A OMS recomenda que todos os casos suspeitos de paludismo sejam confirmados por um teste parasitológico, por microscopia ou por teste de diagnóstico rápido (TDR), antes de ser administrado o tratamento. A testagem evita o uso desnecessário de antipalúdicos, ajuda a identificar outras causas de febre e fornece os dados com que os programas preveem as suas necessidades. Os planos de aprovisionamento devem, por isso, abranger os TDR e não apenas os medicamentos.',
      ],
    },
    {
      heading: 'Tratamento do paludismo por falciparum não complicado',
      paragraphs: [
        'O paludismo por Plasmodium falciparum não complicado trata-se com um esquema de três dias de uma terapêutica combinada à base de artemisinina (TCA). As TCA recomendadas pela OMS são arteméter-lumefantrina, artesunato-amodiaquina, artesunato-mefloquina, di-hidroartemisinina-piperaquina, artesunato mais sulfadoxina-pirimetamina e artesunato-pironaridina. As doses baseiam-se no peso corporal, pelo que os produtos são adquiridos em apresentações por faixa de peso.',
        'Desde 2022, a OMS recomenda o arteméter-lumefantrina no tratamento do paludismo por falciparum não complicado durante o primeiro trimestre da gravidez. Nas zonas de baixa transmissão, pode acrescentar-se uma dose única baixa de primaquina para reduzir a transmissão, em conformidade com a política nacional.',
      ],
    },
    {
      heading: 'Paludismo grave',
      paragraphs: [
        'O paludismo grave é uma emergência médica. A OMS recomenda o artesunato injetável, por via intravenosa ou intramuscular, durante pelo menos 24 horas e até o doente poder tomar medicação por via oral, seguido de um tratamento completo de três dias com uma TCA. A dose é de 2,4 mg/kg; as crianças com menos de 20 kg recebem 3 mg/kg.',
        'Quando o tratamento injetável não está disponível, as crianças com menos de seis anos devem receber uma dose única de artesunato retal antes de serem encaminhadas de imediato para uma unidade de saúde capaz de assegurar o tratamento completo.',
      ],
    },
    {
      heading: 'Prevenção',
      paragraphs: [
        'As medidas preventivas incluem os mosquiteiros tratados com inseticida; o tratamento preventivo intermitente durante a gravidez com sulfadoxina-pirimetamina, iniciado o mais cedo possível no segundo trimestre e administrado nas consultas pré-natais programadas, com pelo menos um mês de intervalo; a quimioprevenção do paludismo sazonal (QPS) com sulfadoxina-pirimetamina mais amodiaquina nas zonas de transmissão sazonal; e a quimioprevenção perene do paludismo nas crianças pequenas, nas zonas onde a transmissão ocorre durante todo o ano.',
        'A OMS recomenda também as vacinas RTS,S/AS01 e R21/Matrix-M para as crianças que vivem em zonas de transmissão moderada a elevada, administradas em quatro doses a partir dos cinco meses de idade, aproximadamente. As vacinas complementam, sem as substituir, as outras medidas de prevenção e o tratamento atempado.',
      ],
    },
    {
      heading: 'Implicações para o aprovisionamento',
      paragraphs: [
        'As previsões devem refletir as faixas de peso previstas na política nacional, a sazonalidade da transmissão e o calendário das campanhas de quimioprevenção, que têm de ser abastecidas antes do primeiro ciclo. As formulações pediátricas dispersíveis e os produtos de quimioprevenção em embalagem conjunta simplificam a administração. Especifique produtos pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, exija dados de conservação para a zona IVb e planeie as entregas antes da época das chuvas.',
      ],
    },
  ],
  'manual-de-marcas-da-aripo': [
    {
      heading: 'Sobre a ARIPO',
      paragraphs: [
        'A Organização Regional Africana da Propriedade Intelectual (ARIPO) foi criada em 1976 pelo Acordo de Lusaka, inicialmente com o nome de Organização da Propriedade Industrial da África Anglófona (ESARIPO). Passou a designar-se Organização Regional Africana da Propriedade Industrial em 1985 e adotou a sua designação atual em 2004. Tem sede em Harare, no Zimbabué.',
        'A ARIPO administra vários protocolos: o Protocolo de Harare (1982), sobre patentes e desenhos industriais; o Protocolo de Banjul (1993), sobre marcas; o Protocolo de Swakopmund (2010), sobre conhecimentos tradicionais e expressões do folclore; e o Protocolo de Arusha (2015), sobre novas variedades vegetais. Ser membro da ARIPO não significa ser parte em todos os protocolos.',
      ],
    },
    {
      heading: 'O Protocolo de Banjul sobre Marcas',
      paragraphs: [
        'O Protocolo de Banjul foi adotado em Banjul, na Gâmbia, em 1993 e entrou em vigor em 1997. Permite ao requerente apresentar um único pedido que designe qualquer dos Estados partes no Protocolo. O pedido pode ser apresentado diretamente no secretariado da ARIPO ou através do instituto nacional de um Estado-Membro.',
        'A ARIPO verifica se o pedido cumpre os requisitos formais e notifica os Estados designados; cada um deles examina a marca ao abrigo da sua legislação nacional e pode recusar a proteção dentro do prazo fixado. A marca é registada para os Estados que não a tenham recusado, com o mesmo efeito de um registo nacional. O registo é válido por dez anos e pode ser renovado por novos períodos de dez anos.',
      ],
    },
    {
      heading: 'Cobertura e limitações',
      paragraphs: [
        "Nem todos os Estados-Membros da ARIPO aderiram ao Protocolo de Banjul. O Gana, por exemplo, é membro da ARIPO mas não aceita designações regionais de marcas, pelo que os pedidos de marca para o Gana são apresentados no Registrar-General's Department, o serviço de registos do Gana. A Nigéria não é membro da ARIPO, e os Estados-Membros da Organização Africana da Propriedade Intelectual (OAPI), na sua maioria francófonos, protegem as marcas através dessa organização regional distinta.",
        'Em alguns Estados-Membros, tem sido questionado se o Protocolo foi plenamente incorporado no direito nacional, o que pode afetar a defesa dos direitos. Quando um mercado é comercialmente crítico, aconselhamos um pedido nacional em paralelo com o pedido regional.',
      ],
    },
    {
      heading: 'Requisitos do pedido',
      paragraphs: [
        'Um pedido exige uma representação clara da marca; o nome, o endereço e a nacionalidade do requerente; uma lista dos produtos ou serviços classificados segundo a Classificação de Nice (classe 5 para as preparações farmacêuticas); os Estados designados; e uma procuração quando o pedido é apresentado por um mandatário. Se for reivindicada prioridade ao abrigo da Convenção de Paris, o pedido deve ser apresentado no prazo de seis meses a contar do pedido anterior, acompanhado de uma cópia certificada do documento de prioridade.',
      ],
    },
    {
      heading: 'Prazos',
      paragraphs: [
        'Um pedido regional conduz normalmente ao registo em 12 a 18 meses. Semanas 1 e 2: pesquisa de anterioridades e estratégia de pedido. Semanas 3 e 4: preparação e apresentação do pedido. Meses 2 a 4: exame formal pela ARIPO e notificação aos Estados designados. Meses 6 a 12: exame nacional e eventuais recusas ou oposições. Meses 12 a 18: registo e emissão do certificado.',
      ],
    },
    {
      heading: 'Manutenção e defesa dos direitos',
      paragraphs: [
        'Após o registo, o titular deve vigiar as datas de renovação, inscrever junto da ARIPO as alterações de titularidade, de nome ou de endereço e as licenças, e estar atento a marcas conflituantes. A defesa contra infratores faz-se ao abrigo do direito nacional, através dos tribunais e, quando disponíveis, de medidas aduaneiras em cada Estado designado. Asseguramos a gestão das renovações e serviços de vigilância para todas as marcas que registamos.',
      ],
    },
  ],
  'guia-de-contratacao-publica': [
    {
      heading: 'Quadros jurídicos',
      paragraphs: [
        'No Gana, a contratação pública rege-se pela Lei da Contratação Pública de 2003 (Public Procurement Act, 2003 – Act 663), alterada pela Lei de 2016 (Public Procurement (Amendment) Act, 2016 – Act 914), e é supervisionada pela Public Procurement Authority. Os concursos são cada vez mais publicados e geridos através do sistema eletrónico de contratação pública do Gana (Ghana Electronic Procurement System, GHANEPS).',
        'Na Nigéria, a Lei da Contratação Pública de 2007 (Public Procurement Act, 2007) criou o Bureau of Public Procurement. Os outros países da região dispõem de leis comparáveis, assentes nos mesmos princípios: concorrência, transparência, melhor relação qualidade-preço e responsabilização. Leia a lei e os regulamentos de cada país antes de apresentar uma proposta, uma vez que os limiares e os procedimentos diferem.',
      ],
    },
    {
      heading: 'Procedimentos de contratação',
      paragraphs: [
        'O concurso público, nacional ou internacional, é o procedimento-regra para medicamentos de valor significativo. O concurso limitado, a consulta de preços e o ajuste direto só são permitidos nas circunstâncias previstas na lei, como as compras de baixo valor ou as verdadeiras situações de emergência. Os acordos-quadro são cada vez mais utilizados para necessidades recorrentes, como os antipalúdicos, com encomendas efetuadas ao abrigo do acordo ao longo de um ou mais anos.',
      ],
    },
    {
      heading: 'Preparar uma proposta conforme',
      paragraphs: [
        'Uma proposta para o fornecimento de medicamentos exige normalmente os documentos de registo da empresa, certidões atualizadas de situação tributária e contributiva regularizada, a inscrição junto da autoridade de contratação pública quando exigida, os certificados de registo dos produtos emitidos pela autoridade reguladora nacional, uma autorização do fabricante, certificados de boas práticas de fabrico (BPF) ou cartas de pré-qualificação da Organização Mundial da Saúde (OMS), uma garantia da proposta e os mapas de preços preenchidos.',
        'Siga rigorosamente o formato dos documentos do concurso. Assinaturas em falta, certificados caducados, uma garantia da proposta incorreta ou uma entrega fora de prazo conduzem frequentemente à exclusão, independentemente do preço. Apresente os pedidos de esclarecimento antes do prazo indicado no concurso.',
      ],
    },
    {
      heading: 'Avaliação e adjudicação',
      paragraphs: [
        'As propostas são normalmente verificadas primeiro quanto à sua completude e elegibilidade, depois avaliadas face à especificação técnica e, por fim, comparadas quanto ao preço, sendo o contrato adjudicado à proposta conforme de preço avaliado mais baixo. Mantenha a proposta válida durante o prazo indicado. Os concorrentes preteridos podem pedir a revisão da decisão, primeiro à entidade adjudicante e depois à autoridade de contratação pública, nos prazos fixados por lei.',
      ],
    },
    {
      heading: 'Contratação financiada por doadores',
      paragraphs: [
        'A contratação financiada por parceiros de desenvolvimento pode seguir as regras do financiador. Ao abrigo da política de garantia da qualidade do Fundo Global, por exemplo, os produtos farmacêuticos acabados devem ser pré-qualificados pela OMS, autorizados por uma autoridade reguladora rigorosa ou recomendados pelo Painel de Revisão de Peritos (Expert Review Panel). Verifique que regras se aplicam antes de preparar uma proposta e assegure-se de que cada produto cumpre tanto os requisitos do financiador como os da autoridade reguladora nacional.',
      ],
    },
  ],
  'manual-de-conformidade-comercial-da-cedeao': [
    {
      heading: 'A CEDEAO em resumo',
      paragraphs: [
        'A Comunidade Económica dos Estados da África Ocidental (CEDEAO) foi fundada em 1975 pelo Tratado de Lagos; um Tratado revisto foi assinado em Cotonou em 1993. A Comissão tem sede em Abuja, na Nigéria. Os quinze países da região têm uma população total de cerca de 400 milhões de habitantes e um PIB combinado de cerca de 800 mil milhões de dólares dos Estados Unidos, o que faz da região um dos maiores mercados farmacêuticos de África. O Burkina Faso, o Mali e o Níger retiraram-se da Comunidade em janeiro de 2025, pelo que a CEDEAO conta agora doze Estados-Membros.',
      ],
    },
    {
      heading: 'O Esquema de Liberalização das Trocas Comerciais da CEDEAO',
      paragraphs: [
        'O Esquema de Liberalização das Trocas Comerciais da CEDEAO (ETLS) teve início em 1979 com os produtos agrícolas, os produtos não transformados e o artesanato, e foi alargado aos produtos industriais em 1990. As mercadorias que cumprem as regras de origem da Comunidade, por serem inteiramente obtidas na região ou por nela terem sido objeto de transformação suficiente, podem circular entre os Estados-Membros com isenção de direitos de importação.',
        'Para beneficiar do regime, o fabricante e o produto devem ser aprovados no âmbito do esquema pelas autoridades nacionais competentes, e cada remessa deve ser acompanhada de um certificado de origem da CEDEAO. A isenção de direitos não dispensa os outros requisitos fronteiriços, incluindo as licenças e as inspeções regulamentares.',
      ],
    },
    {
      heading: 'A Tarifa Exterior Comum',
      paragraphs: [
        'As mercadorias importadas na região a partir de países exteriores à CEDEAO estão sujeitas à Tarifa Exterior Comum (TEC) da CEDEAO, em vigor desde 1 de janeiro de 2015, que aplica cinco escalões de direitos: 0, 5, 10, 20 e 35%. Às importações provenientes de países terceiros aplica-se ainda uma taxa comunitária de 0,5%. Classifique os produtos com cuidado no Sistema Harmonizado, uma vez que a linha pautal determina o direito a pagar.',
      ],
    },
    {
      heading: 'Licenças regulamentares',
      paragraphs: [
        'As regras comerciais não substituem a regulamentação dos medicamentos. Cada produto deve dispor de uma autorização de introdução no mercado (AIM) concedida pela autoridade reguladora nacional do país de destino, como a Food and Drugs Authority (FDA) do Gana ou a NAFDAC na Nigéria, e cada remessa necessita da licença ou autorização de importação exigida por essa autoridade. Os produtos podem ser inspecionados e objeto de colheita de amostras no ponto de entrada.',
        'Os medicamentos sujeitos a controlo, como os analgésicos estupefacientes, necessitam também de autorizações de importação e de exportação ao abrigo das convenções internacionais de controlo de drogas. Planeie-as com bastante antecedência, uma vez que são emitidas para cada remessa.',
      ],
    },
    {
      heading: 'Documentos para cada remessa',
      paragraphs: [
        'Uma remessa típica de medicamentos é acompanhada de uma fatura comercial, uma lista de embalagem, um conhecimento de embarque ou uma carta de porte aéreo, a licença de importação, um certificado de análise de cada lote, um certificado de origem (um certificado da CEDEAO quando se pede a isenção de direitos) e o certificado de seguro que for exigido. Verifique a rotulagem face aos requisitos do país de destino antes do envio, uma vez que a reetiquetagem na fronteira é dispendiosa e pode não ser permitida.',
      ],
    },
    {
      heading: 'A Zona de Comércio Livre Continental Africana',
      paragraphs: [
        'O Acordo que cria a Zona de Comércio Livre Continental Africana (ZCLCA) entrou em vigor em 2019, e as trocas comerciais ao seu abrigo começaram em 1 de janeiro de 2021. O seu secretariado tem sede em Acra. Os Estados partes estão a eliminar progressivamente os direitos aduaneiros sobre a maioria das mercadorias, ao longo de cinco anos para a maioria dos países e de dez anos para os países menos avançados. Para as empresas farmacêuticas, as regras de origem da ZCLCA e as da CEDEAO vão coexistir cada vez mais.',
      ],
    },
  ],
  'guia-de-harmonizacao-regulamentar-da-ama': [
    {
      heading: 'Da AMRH à AMA',
      paragraphs: [
        'A iniciativa de Harmonização da Regulamentação dos Medicamentos em África (AMRH) foi lançada em 2009 no âmbito da agência de desenvolvimento da União Africana (UA), hoje AUDA-NEPAD, com a Organização Mundial da Saúde (OMS) e outros parceiros. Apoia a harmonização através das comunidades económicas regionais: o programa da Comunidade da África Oriental começou em 2012, a colaboração ZAZIBONA na África Austral em 2013 e o programa da Comunidade Económica dos Estados da África Ocidental (CEDEAO), coordenado pela Organização Oeste Africana da Saúde (OOAS), em 2017.',
        'Em 2016, a União Africana aprovou a Lei-Modelo da UA sobre a Regulamentação dos Produtos Médicos, que oferece aos Estados-Membros um modelo de legislação nacional favorável à confiança regulamentar (reliance) e à harmonização. Desde então, muitos países utilizaram-na para atualizar a sua legislação.',
      ],
    },
    {
      heading: 'A Agência Africana de Medicamentos',
      paragraphs: [
        'O Tratado que institui a Agência Africana de Medicamentos (AMA) foi adotado pela Conferência da União Africana em fevereiro de 2019 e entrou em vigor em novembro de 2021, após a décima quinta ratificação. Em julho de 2022, o Conselho Executivo da UA escolheu Kigali, no Ruanda, para sede da Agência, e o acordo de sede foi assinado em junho de 2023. O Tratado está aberto aos 55 Estados-Membros da UA, cuja população ultrapassa 1,3 mil milhões de pessoas.',
        'A AMA vai coordenar e reforçar a regulamentação em todo o continente, sem substituir as autoridades nacionais. As funções previstas incluem a avaliação de determinados produtos médicos, a coordenação de avaliações conjuntas e de inspeções de boas práticas de fabrico (BPF), uma lista comum de produtos avaliados, a coordenação da vigilância da segurança e o apoio às autoridades reguladoras nacionais e regionais.',
      ],
    },
    {
      heading: 'Capacidade regulamentar e confiança regulamentar',
      paragraphs: [
        'A OMS avalia as autoridades reguladoras nacionais com a sua Ferramenta Global de Avaliação Comparativa (Global Benchmarking Tool), que classifica os sistemas em quatro níveis de maturidade. O nível 3 corresponde a um sistema estável e que funciona bem. A Tanzania Medicines and Medical Devices Authority foi a primeira autoridade africana a atingi-lo, em 2018, seguida da Food and Drugs Authority (FDA) do Gana, em 2020, e da NAFDAC, na Nigéria.',
        'A confiança regulamentar (reliance), pela qual uma autoridade reguladora tem em conta a avaliação de outra autoridade em que confia, é central no modelo continental. Os produtos já aprovados através da pré-qualificação da OMS ou por uma autoridade reguladora rigorosa podem muitas vezes seguir procedimentos nacionais abreviados.',
      ],
    },
    {
      heading: 'Preparar-se para os procedimentos harmonizados',
      paragraphs: [
        'Os fabricantes podem preparar-se desde já mantendo um dossier único, completo e atualizado no formato do Documento Técnico Comum (CTD), com dados coerentes em todos os mercados; dispondo de provas atualizadas de BPF para cada local de fabrico; gerando dados de estabilidade para a zona climática IVb; e registando num único local as aprovações, alterações e condições de cada país.',
        'Uma avaliação harmonizada demora normalmente 6 a 12 meses. O nosso processo para projetos de harmonização tem seis etapas: avaliação do dossier atual (semanas 1 e 2), estratégia e seleção dos países (semanas 3 e 4), submissão (semana 5), avaliação e perguntas (semanas 6 a 12), acompanhamento nacional (semanas 13 a 16) e planeamento pós-aprovação (semanas 17 a 20).',
      ],
    },
    {
      heading: 'Como ajudamos',
      paragraphs: [
        `A ${site.shortName} acompanha de perto a evolução dos procedimentos da AMA e apoia os fabricantes com avaliações de dossiers, estratégias de harmonização, submissões regionais e nacionais e conformidade pós-aprovação. Com experiência em 12 países africanos e junto de mais de 50 organismos reguladores, ajudamos os clientes a tirar partido da harmonização para chegar mais cedo a mais doentes. Contacte-nos para uma avaliação de harmonização.`,
      ],
    },
  ],
};

/** Sections of each document PDF, keyed by the document's `fileSlug` in ./resources. */
export const documentTexts: Record<string, PdfSection[]> = {
  'lista-de-verificacao-para-o-registo-de-produtos': [
    {
      heading: 'Documentos administrativos',
      paragraphs: [
        'Formulário de pedido preenchido e carta de apresentação; comprovativo de pagamento da taxa; carta de nomeação do representante local ou do titular da autorização de introdução no mercado (AIM); procuração quando um mandatário atua em nome do requerente.',
        'Certificado de Produto Farmacêutico (CPP) no modelo da Organização Mundial da Saúde (OMS), licença de fabrico e certificado de boas práticas de fabrico (BPF) em vigor para cada local, e eventuais cartas de pré-qualificação da OMS ou de aprovação por uma autoridade reguladora rigorosa.',
      ],
    },
    {
      heading: 'Documentos técnicos',
      paragraphs: [
        'Dossier no formato do Documento Técnico Comum (CTD): resumo global da qualidade, dados de qualidade completos (Módulo 3), resumos não clínicos e clínicos e, para os genéricos, um estudo de bioequivalência face a um comparador aceite. Os dados de estabilidade devem abranger a zona climática IVb.',
      ],
    },
    {
      heading: 'Amostras e rotulagem',
      paragraphs: [
        'Amostras do produto nas quantidades especificadas pela autoridade, com os certificados de análise dos lotes; maquetas do rótulo e da cartonagem; folheto informativo e informação para o doente nas línguas exigidas.',
      ],
    },
    {
      heading: 'Antes de submeter',
      paragraphs: [
        'Verifique se os nomes, as dosagens, os locais de fabrico e os números de lote são idênticos em todos os documentos, se os certificados estão válidos e legalizados quando necessário, e se os ficheiros eletrónicos respeitam as regras de formato da autoridade.',
      ],
    },
  ],
  'modelo-de-estrutura-do-dossier-ctd': [
    {
      heading: 'Módulo 1: Informação administrativa regional',
      paragraphs: [
        'O Módulo 1 é específico de cada autoridade: formulários de pedido, certificados, rotulagem, informação sobre o produto e dados do agente local. É a parte do dossier que tem de ser adaptada a cada país.',
      ],
    },
    {
      heading: 'Módulo 2: Resumos',
      paragraphs: [
        'O Módulo 2 contém o resumo global da qualidade e as visões gerais e resumos não clínicos e clínicos. Os avaliadores leem-no em primeiro lugar, pelo que deve ser exato e coerente com os dados dos Módulos 3 a 5.',
      ],
    },
    {
      heading: 'Módulo 3: Qualidade',
      paragraphs: [
        'O Módulo 3 abrange a substância ativa e o produto acabado: fabrico, caracterização, controlos, padrões de referência, sistema de fecho do recipiente e estabilidade. Para a África Ocidental, os estudos de estabilidade devem sustentar a conservação na zona IVb (30 °C / 75% HR).',
      ],
    },
    {
      heading: 'Módulos 4 e 5: Relatórios de estudos',
      paragraphs: [
        'O Módulo 4 reúne os relatórios dos estudos não clínicos e o Módulo 5 os relatórios dos estudos clínicos. Para a maioria dos medicamentos genéricos, o Módulo 5 consiste sobretudo no estudo de bioequivalência, enquanto o Módulo 4 remete para a literatura publicada.',
      ],
    },
  ],
  'lista-de-verificacao-do-pedido-de-licenca-de-importacao': [
    {
      heading: 'Pré-requisitos',
      paragraphs: [
        'O produto deve estar registado junto da autoridade reguladora nacional e o importador deve ser titular de uma licença válida para as instalações onde as mercadorias serão armazenadas. Os medicamentos sujeitos a controlo exigem ainda uma autorização de importação ao abrigo das convenções internacionais de controlo de drogas.',
      ],
    },
    {
      heading: 'Documentos do pedido',
      paragraphs: [
        'Fatura pró-forma com a designação dos produtos, dosagens, dimensões das embalagens, quantidades e valores; cópia do certificado de registo do produto; licença do importador; e indicação do ponto de entrada e da data prevista de chegada.',
      ],
    },
    {
      heading: 'No ponto de entrada',
      paragraphs: [
        'Apresente a licença de importação com a fatura comercial, a lista de embalagem, o conhecimento de embarque ou a carta de porte aéreo, os certificados de análise dos lotes e o certificado de origem. Preveja a inspeção e a colheita de amostras pela autoridade reguladora antes do desalfandegamento, e conserve os registos de temperatura dos produtos que exigem armazenamento controlado.',
      ],
    },
  ],
  'guia-do-formulario-de-notificacao-de-farmacovigilancia': [
    {
      heading: 'Informação mínima',
      paragraphs: [
        'Uma notificação válida exige quatro elementos: um doente identificável (bastam as iniciais, a idade ou o sexo), um notificador identificável, pelo menos um medicamento suspeito e pelo menos um acontecimento adverso. Acrescente o número de lote, as datas, as doses e a evolução sempre que sejam conhecidos.',
      ],
    },
    {
      heading: 'O que notificar',
      paragraphs: [
        'Notifique todas as suspeitas de reações adversas, sobretudo as graves ou inesperadas, as reações a novos medicamentos e vacinas, a suspeita de falta de eficácia, os erros de medicação e os produtos suspeitos de serem de qualidade inferior ou falsificados. Não é necessária certeza: basta a suspeita.',
      ],
    },
    {
      heading: 'Prazos e envio',
      paragraphs: [
        'Os titulares de autorizações de introdução no mercado (AIM) devem, em geral, notificar os casos graves à autoridade reguladora nacional no prazo de 15 dias de calendário a contar da data em que deles tomam conhecimento, e apresentar os relatórios periódicos de segurança exigidos. As notificações podem ser enviadas no formulário da autoridade, através do seu sistema em linha ou, em vários países, incluindo o Gana e a Nigéria, através da aplicação móvel Med Safety.',
      ],
    },
  ],
  'ficha-de-informacao-para-pedido-de-marca': [
    {
      heading: 'A marca',
      paragraphs: [
        'Uma representação clara da marca: a palavra ou as palavras, o logótipo em alta resolução, ou ambos; as cores eventualmente reivindicadas; e uma tradução ou transliteração das palavras que não estejam em inglês.',
      ],
    },
    {
      heading: 'O requerente',
      paragraphs: [
        'Denominação legal completa, endereço e nacionalidade ou local de constituição do requerente, e nome da pessoa que assina a procuração.',
      ],
    },
    {
      heading: 'Produtos, mercados e prioridade',
      paragraphs: [
        'Uma descrição dos produtos ou serviços, geralmente preparações farmacêuticas da classe 5; os países ou regiões onde é necessária proteção; e o número, a data e o país de qualquer pedido anterior, se for reivindicada prioridade no prazo de seis meses.',
      ],
    },
  ],
  'perfil-da-empresa': [
    {
      heading: 'Quem somos',
      paragraphs: [
        `A ${site.name} foi fundada em ${site.founded}, em ${office.city}, no Gana. Fornecemos medicamentos com garantia de qualidade e prestamos serviços de marcas e de assuntos regulamentares a governos, ONG, instituições de saúde, fabricantes e titulares de marcas em 12 países africanos.`,
      ],
    },
    {
      heading: 'O que fazemos',
      paragraphs: [
        'Fornecimento de medicamentos antipalúdicos pré-qualificados pela Organização Mundial da Saúde (OMS); registo de marcas pelas vias nacional, da Organização Regional Africana da Propriedade Intelectual (ARIPO) e do Protocolo de Madrid; conformidade regulamentar junto da Organização Oeste Africana da Saúde (OOAS), da NAFDAC, da Food and Drugs Authority (FDA) do Gana, da pré-qualificação da OMS, da Agência Africana de Medicamentos (AMA) e da Comunidade Económica dos Estados da África Ocidental (CEDEAO); documentação de garantia da qualidade; preparação de propostas para concursos públicos; e formação regulamentar.',
      ],
    },
    {
      heading: 'Historial',
      paragraphs: [
        'Mais de 500 contratos públicos, 95% de entregas dentro do prazo, uma taxa de êxito de 98% nas submissões regulamentares, mais de 50 parceiros farmacêuticos e mais de 15 anos de experiência.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        `Correio eletrónico: ${site.email}; telefone: ${site.phone}. Horário de atendimento: segunda a sexta-feira, das ${opens} às ${closes}, GMT (UTC+0); linha de emergência 24 horas por dia, 7 dias por semana. Respondemos a todos os pedidos no prazo de 24 horas.`,
      ],
    },
  ],
};

/** Paragraphs of each video transcript PDF, keyed by the video's `fileSlug` in ./resources. */
export const videoTranscripts: Record<string, string[]> = {
  'introducao-a-ooas-e-a-regulamentacao-regional-dos-medicamentos': [
    'Bem-vindos a esta introdução à regulamentação regional dos medicamentos na África Ocidental. A Organização Oeste Africana da Saúde, ou OOAS, é a instituição especializada em saúde da Comunidade Económica dos Estados da África Ocidental (CEDEAO), criada por um Protocolo assinado em 1987 e sediada em Bobo-Dioulasso, no Burkina Faso.',
    'Desde 2017, a OOAS coordena o programa de Harmonização da Regulamentação dos Medicamentos da CEDEAO. No âmbito deste programa, as autoridades reguladoras nacionais avaliam os dossiers em conjunto, alinham as suas diretrizes técnicas e partilham informação sobre os produtos e a sua segurança.',
    'Um procedimento regional não substitui o registo nacional. Em vez disso, cada autoridade participante utiliza a avaliação conjunta para conceder a sua própria autorização de introdução no mercado (AIM), geralmente mais depressa do que numa avaliação nacional separada.',
    'Para os fabricantes, as chaves do êxito são um dossier completo no formato do Documento Técnico Comum (CTD), dados de estabilidade para a zona climática IVb e respostas rápidas e completas às perguntas dos avaliadores. Nas próximas sessões, analisamos cada um destes pontos em pormenor.',
  ],
  'terapeuticas-combinadas-a-base-de-artemisinina-produtos-e-qualidade': [
    'Nesta sessão, analisamos as terapêuticas combinadas à base de artemisinina (TCA), o tratamento recomendado pela Organização Mundial da Saúde (OMS) para o paludismo por falciparum não complicado. Cada TCA associa um derivado da artemisinina de ação rápida a um medicamento parceiro de ação mais prolongada, administrados durante três dias.',
    'A OMS recomenda seis TCA, entre as quais arteméter-lumefantrina, artesunato-amodiaquina e di-hidroartemisinina-piperaquina. As doses dependem do peso corporal, pelo que os produtos são fornecidos em embalagens por faixa de peso, com comprimidos dispersíveis para as crianças pequenas.',
    'Para os compradores, a qualidade começa pelo estatuto regulamentar do produto: especifique produtos pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, registados no país de utilização. Verifique o certificado de análise de cada lote e as condições de conservação durante o transporte.',
    'Por último, lembre-se de que o tratamento deve ser precedido de um teste parasitológico positivo. Uma boa previsão associa, por isso, as quantidades de TCA aos dados de testagem e ao padrão sazonal da transmissão.',
  ],
  'pesquisa-de-anterioridades-para-marcas-farmaceuticas': [
    'A marca de um medicamento figura na autorização de introdução no mercado (AIM), na embalagem e nos documentos dos concursos, pelo que um conflito detetado tardiamente sai caro. Esta sessão explica como verificar a disponibilidade de um nome antes de se comprometer com ele.',
    'Uma pesquisa de anterioridades abrange as marcas idênticas e semelhantes na classe 5 e nas classes afins, em cada mercado onde o produto será vendido. As autoridades reguladoras podem também rejeitar nomes suscetíveis de confusão com medicamentos existentes, pelo que verificamos igualmente as bases de dados regulamentares.',
    'Uma vez validado o nome, a via de registo depende dos mercados: pedidos nacionais, um pedido regional junto da Organização Regional Africana da Propriedade Intelectual (ARIPO) ao abrigo do Protocolo de Banjul, um pedido internacional ao abrigo do Protocolo de Madrid, ou uma combinação destas vias.',
    'Os prazos típicos são de 6 a 12 meses para os registos nacionais, de 8 a 15 meses pela via de Madrid e de 12 a 18 meses pela ARIPO.',
  ],
  'preparar-uma-proposta-para-um-concurso-publico': [
    'A maioria das compras públicas de medicamentos na África Ocidental é feita por concurso. Nesta sessão, acompanhamos um concurso desde a publicação até à adjudicação.',
    'Comece por ler integralmente os documentos do concurso e por listar todos os documentos exigidos: certidões de registo da empresa, certidões de situação tributária e contributiva regularizada, registos dos produtos, provas de cumprimento das boas práticas de fabrico (BPF) e a garantia da proposta.',
    'Apresente o preço na base exigida pelo concurso, normalmente com entrega num destino indicado, e mantenha a proposta válida durante o prazo fixado. Assinaturas em falta ou certificados caducados conduzem à exclusão, independentemente do preço.',
    'Por último, apresente a proposta antes do prazo, guarde o comprovativo de apresentação e prepare o fornecimento logo que a adjudicação seja anunciada.',
  ],
  'elaborar-um-dossier-ctd-para-as-autoridades-reguladoras-da-africa-ocidental': [
    'O Documento Técnico Comum (CTD) organiza um dossier de registo em cinco módulos e é aceite pelas autoridades reguladoras de toda a África Ocidental. Esta sessão explica como montar cada módulo.',
    'O Módulo 1 reúne a informação administrativa específica de cada país e tem de ser adaptado a cada autoridade. O Módulo 2 contém os resumos que os avaliadores leem em primeiro lugar.',
    'O Módulo 3 trata da qualidade, e é nele que surge a maioria das deficiências; os dados de estabilidade devem sustentar a conservação na zona climática IVb. Os Módulos 4 e 5 reúnem os relatórios não clínicos e clínicos, o que, para os genéricos, significa sobretudo o estudo de bioequivalência.',
    'Antes da submissão, verifique se cada nome, dosagem, local de fabrico e número de lote é coerente nos cinco módulos.',
  ],
  'obrigacoes-de-farmacovigilancia-dos-titulares-de-aim': [
    'Ser titular de uma autorização de introdução no mercado (AIM) implica um dever permanente de vigiar a segurança do produto. Esta sessão apresenta as principais obrigações nos mercados da África Ocidental.',
    'Cada titular de AIM necessita de um sistema para recolher, avaliar e notificar as reações adversas, com uma pessoa qualificada responsável pela farmacovigilância.',
    'As notificações de casos graves devem, em geral, ser enviadas à autoridade reguladora nacional no prazo de 15 dias de calendário, e os relatórios periódicos de segurança nos intervalos fixados pela autoridade. Uma notificação válida exige um doente identificável, um notificador identificável, um medicamento suspeito e um acontecimento adverso.',
    'As autoridades reguladoras da região recebem as notificações através dos seus próprios formulários, de sistemas em linha e, em vários países, da aplicação móvel Med Safety.',
  ],
};
