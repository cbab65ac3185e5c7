import { site } from '../site';
import type { LegalContent } from '../types';
import { office } from './office';

const contactItems = [`Correio eletrónico: ${site.email}`, `Telefone: ${site.phone}`, `Localização: ${office.location}`];

/** Sentence opening each translated legal text: the English version prevails. */
const translationNotice =
  'Este texto é uma tradução do original em inglês; em caso de divergência, prevalece a versão inglesa.';

export const privacy: LegalContent = {
  meta: {
    title: `Política de privacidade | ${site.shortName}`,
    description: `Como a ${site.shortName} recolhe, utiliza, partilha e protege os dados pessoais enviados através deste sítio web, e os seus direitos nos termos da Lei 843 do Gana.`,
  },
  title: 'Política de privacidade',
  lastUpdated: '2026-11-26',
  intro: `${translationNotice} A ${site.name} («${site.shortName}», «nós») respeita a sua privacidade. Esta política explica que dados pessoais recolhemos através deste sítio web, como os utilizamos e protegemos, e os direitos que lhe assistem ao abrigo da Lei de Proteção de Dados de 2012 do Gana (Data Protection Act, 2012 – Act 843).`,
  sections: [
    {
      heading: 'Dados que recolhemos',
      paragraphs: [
        'Este sítio web não exige a criação de uma conta. Só recolhemos dados pessoais quando decide enviá-los: através do formulário de contacto, ao subscrever o nosso boletim informativo, por correio eletrónico ou por telefone.',
        'Quando utiliza o formulário de contacto, recolhemos os dados que introduz: nome próprio e apelido, endereço de correio eletrónico, número de telefone, organização, o serviço que lhe interessa e a sua mensagem, bem como o idioma da página. O nome próprio, o endereço de correio eletrónico e a mensagem são obrigatórios; os restantes campos são facultativos.',
        'Quando subscreve o boletim informativo, enviamos-lhe primeiro uma mensagem de correio eletrónico a pedir a sua confirmação; só fica inscrito depois de abrir a ligação dessa mensagem. Como registo do seu consentimento, conservamos o seu endereço de correio eletrónico, o seu idioma, a versão do texto de consentimento que aceitou, a página em que se inscreveu e as datas do pedido, da confirmação e do cancelamento da subscrição.',
        'Nunca guardamos o seu endereço de rede (endereço IP). Para limitar envios repetidos, e apenas para esse fim, os formulários utilizam um hash com chave (HMAC) desse endereço.',
        'Quando visita o sítio web, o nosso fornecedor de alojamento pode registar informações técnicas, como o seu endereço IP, o tipo de navegador e as páginas solicitadas, em registos de servidor utilizados para o funcionamento e a segurança do sítio web.',
        'Não inclua informações de saúde de doentes nem outros dados pessoais sensíveis nas mensagens enviadas através do sítio web.',
      ],
    },
    {
      heading: 'Como utilizamos os seus dados',
      paragraphs: ['Utilizamos os dados que nos fornece para:'],
      items: [
        'responder ao seu pedido e preparar orçamentos',
        'prestar os serviços que solicita e gerir a nossa relação consigo',
        'manter um registo da nossa correspondência',
        'enviar-lhe o nosso boletim informativo, se o tiver subscrito e confirmado a subscrição',
        'gerir, proteger e melhorar este sítio web, incluindo limitar envios repetidos através dos seus formulários',
        'cumprir as nossas obrigações legais e regulamentares',
      ],
    },
    {
      heading: 'Fundamentos jurídicos',
      paragraphs: [
        'Respondemos aos seus pedidos e guardamos registo deles a seu pedido e no nosso interesse legítimo em gerir a nossa correspondência e as nossas relações comerciais.',
        'Só lhe enviamos o boletim informativo com o seu consentimento, dado quando confirma a subscrição, como exigem para o marketing eletrónico a Lei 843 e a Lei das Transações Eletrónicas de 2008 do Gana (Electronic Transactions Act, 2008 – Act 772). Pode retirá-lo a qualquer momento através da ligação de cancelamento presente em cada mensagem do boletim informativo.',
      ],
    },
    {
      heading: 'Quem trata os seus dados',
      paragraphs: [
        'Os prestadores de serviços seguintes tratam dados pessoais por nossa conta, ao abrigo de contratos que os obrigam a protegê-los e a utilizá-los apenas segundo as nossas instruções. Alguns tratam-nos fora do Gana; nesse caso, tomamos medidas para garantir que beneficiam de um nível de proteção compatível com a Lei 843.',
      ],
      items: [
        'Supabase: a base de dados que armazena as mensagens e as subscrições do boletim informativo, e as funções de servidor que recebem os formulários',
        'Resend: o envio do nosso correio eletrónico, incluindo as mensagens reencaminhadas para a nossa equipa e o boletim informativo',
        'o fornecedor que aloja este sítio web',
      ],
    },
    {
      heading: 'Partilha de dados',
      paragraphs: [
        'Não vendemos nem alugamos os seus dados pessoais.',
        'Podemos ainda divulgar dados pessoais quando a lei o exija, para defender os nossos direitos legais ou, com o seu acordo, a parceiros como fabricantes, quando tal for necessário para dar seguimento ao seu pedido.',
      ],
    },
    {
      heading: 'Prazos de conservação',
      paragraphs: ['Conservamos os dados pessoais durante os prazos seguintes e depois apagamo-los:'],
      items: [
        'Mensagens do formulário de contacto: 24 meses',
        'Mensagens identificadas como spam: 30 dias',
        'Hash com chave do seu endereço de rede: 24 horas, no máximo, sendo retirado de uma mensagem armazenada no prazo de uma hora',
        'Subscrições do boletim informativo não confirmadas: 7 dias',
        'Subscrições do boletim informativo: até cancelar a subscrição; o registo do seu consentimento e da respetiva retirada é depois conservado durante 12 meses',
      ],
    },
    {
      heading: 'Segurança dos dados',
      paragraphs: [
        'As informações enviadas através deste sítio web circulam por uma ligação cifrada. As mensagens do formulário de contacto são armazenadas numa base de dados segura, com acesso restrito a pessoal autorizado, antes de serem reencaminhadas para a nossa equipa por correio eletrónico.',
        'Nenhum método de transmissão ou de armazenamento é totalmente seguro, mas revemos regularmente as nossas salvaguardas para proteger os seus dados contra perda, utilização indevida e acesso não autorizado.',
      ],
    },
    {
      heading: 'Os seus direitos',
      paragraphs: [
        `Ao abrigo da Lei de Proteção de Dados de 2012 (Act 843) e do Ato Adicional A/SA.1/01/10 relativo à proteção de dados pessoais no espaço da CEDEAO, tem os direitos indicados abaixo. Para exercer qualquer um deles, escreva-nos para ${site.email}; respondemos no prazo fixado por lei. Se a nossa resposta não for satisfatória, pode apresentar reclamação à Comissão de Proteção de Dados do Gana (Data Protection Commission).`,
      ],
      items: [
        'Acesso: pedir uma cópia dos dados pessoais que conservamos sobre si',
        'Retificação: pedir-nos que corrijamos dados inexatos ou incompletos',
        'Apagamento: pedir-nos que apaguemos os seus dados pessoais',
        'Oposição: opor-se à utilização dos seus dados pessoais, incluindo para fins de marketing',
        'Retirada do consentimento: cancelar a subscrição do boletim informativo a qualquer momento, através da ligação presente em cada uma das suas mensagens',
      ],
    },
    {
      heading: 'Informações de contacto',
      paragraphs: [`Para questões sobre esta política ou sobre os seus dados pessoais, contacte a ${site.name}:`],
      items: contactItems,
    },
  ],
};

export const terms: LegalContent = {
  meta: {
    title: `Termos de serviço | ${site.shortName}`,
    description: `Os termos que regem a utilização do sítio web da ${site.shortName} e da informação que contém, incluindo propriedade intelectual, responsabilidade e lei do Gana.`,
  },
  title: 'Termos de serviço',
  lastUpdated: '2026-11-26',
  intro: `${translationNotice} Estes termos regem a utilização do sítio web da ${site.name} («${site.shortName}», «nós»). Leia-os com atenção.`,
  sections: [
    {
      heading: 'Aceitação',
      paragraphs: [
        'Ao aceder a este sítio web ou ao utilizá-lo, aceita estes termos. Se não os aceitar, não utilize o sítio web.',
      ],
    },
    {
      heading: 'Descrição dos serviços',
      paragraphs: [
        `Este sítio web presta informações sobre os serviços da ${site.shortName}, incluindo o fornecimento de medicamentos antipalúdicos, o registo de marcas, a consultoria em conformidade regulamentar, a garantia da qualidade e as relações com os governos, e permite-lhe contactar-nos.`,
        'As informações deste sítio web têm caráter geral. Não constituem aconselhamento médico, jurídico ou regulamentar nem uma proposta de fornecimento. Qualquer fornecimento ou serviço está sujeito a um acordo escrito separado, e os requisitos regulamentares podem mudar; confirme os requisitos em vigor connosco ou junto da autoridade competente antes de agir.',
      ],
    },
    {
      heading: 'Responsabilidades do utilizador',
      paragraphs: ['Ao utilizar este sítio web, compromete-se a:'],
      items: [
        'fornecer informações exatas e completas quando nos contactar',
        'utilizar o sítio web apenas para fins lícitos',
        'não tentar obter acesso não autorizado ao sítio web ou aos sistemas que o suportam',
        'não interferir com o funcionamento ou a segurança do sítio web',
        'não enviar, através do formulário de contacto, conteúdos não solicitados, enganosos ou nocivos',
      ],
    },
    {
      heading: 'Propriedade intelectual',
      paragraphs: [
        `O conteúdo deste sítio web, incluindo textos, grafismos, logótipos, ilustrações e documentos para descarregar, pertence à ${site.name} ou aos seus licenciantes e está protegido pela legislação de propriedade intelectual.`,
        'Pode consultar, descarregar e imprimir conteúdos para uso próprio não comercial. Qualquer outra reprodução, distribuição ou modificação exige o nosso consentimento prévio por escrito. Os nomes e as marcas de terceiros mencionados neste sítio web pertencem aos respetivos titulares.',
      ],
    },
    {
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'Procuramos manter as informações deste sítio web exatas e atualizadas, mas não garantimos que sejam completas, atuais ou isentas de erros, nem que o sítio web esteja disponível sem interrupções.',
        `Na máxima medida permitida por lei, a ${site.shortName} não é responsável por quaisquer perdas ou danos decorrentes da utilização deste sítio web ou do seu conteúdo, ou da confiança neles depositada, nem de sítios web de terceiros para os quais remeta.`,
      ],
    },
    {
      heading: 'Política de privacidade',
      paragraphs: [
        'A nossa Política de privacidade explica como recolhemos, utilizamos e protegemos os dados pessoais enviados através deste sítio web, incluindo o formulário de contacto e o boletim informativo, e faz parte integrante destes termos.',
      ],
    },
    {
      heading: 'Alteração dos termos',
      paragraphs: [
        'Podemos atualizar estes termos periodicamente. Os termos revistos produzem efeitos a partir da sua publicação nesta página, onde é indicada a data da revisão mais recente. A continuação da utilização do sítio web após uma alteração implica a aceitação dos termos revistos.',
      ],
    },
    {
      heading: 'Lei aplicável',
      paragraphs: [
        'Estes termos regem-se pela lei da República do Gana. Qualquer litígio decorrente destes termos ou da utilização deste sítio web, ou com eles relacionado, é da competência exclusiva dos tribunais de Acra, no Gana.',
      ],
    },
    {
      heading: 'Informações de contacto',
      paragraphs: [`Para questões sobre estes termos, contacte a ${site.name}:`],
      items: contactItems,
    },
  ],
};
