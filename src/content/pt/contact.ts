import type { ServiceId } from '../services/manifest';
import { site } from '../site';
import type { ContactContent, ContactInfoItem } from '../types';
import { office } from './office';

/** The spec's eleven service options, by service id (their order is the manifest's `form`). */
export const serviceOptionLabels: Record<ServiceId, string> = {
  malariaDrugs: 'Venda de antipalúdicos',
  trademark: 'Registo de marcas',
  aripo: 'Serviços ARIPO',
  madrid: 'Protocolo de Madrid',
  waho: 'Conformidade com a OOAS',
  nafdac: 'Registo na NAFDAC',
  ghanaFda: 'Serviços junto da FDA do Gana',
  who: 'Pré-qualificação da OMS',
  ama: 'Harmonização africana dos medicamentos',
  ecowas: 'Serviços CEDEAO',
  regulatory: 'Consultoria regulamentar',
};

const emailItem: ContactInfoItem = { icon: 'mail', title: 'Correio eletrónico', value: site.email, href: `mailto:${site.email}`, note: 'Respondemos no prazo de 24 horas' };
const phoneItem: ContactInfoItem = { icon: 'phone', title: 'Telefone', value: site.phone, href: site.phoneHref, note: 'Fale diretamente com a nossa equipa' };

export const contact: ContactContent = {
  meta: {
    title: `Contacte-nos | ${site.shortName}`,
    description: `Contacte a ${site.shortName} em Acra sobre fornecimento de antipalúdicos, registo de marcas ou conformidade regulamentar. Respondemos a cada pedido em 24 horas.`,
  },
  hero: {
    eyebrow: 'Contacto',
    title: 'Fale connosco',
    lead: 'Descreva-nos as suas necessidades de fornecimento de medicamentos, de marcas ou regulamentares. Um especialista responderá no prazo de 24 horas em dias úteis.',
  },
  info: {
    heading: 'Como nos contactar',
    items: [
      emailItem,
      phoneItem,
      { icon: 'mapPin', title: 'Localização', value: office.location, note: 'Ao serviço de 12 países africanos' },
      { icon: 'clock', title: 'Horário de funcionamento', value: office.hours, note: 'Linha de emergência disponível 24/7' },
    ],
  },
  form: {
    heading: 'Envie-nos uma mensagem',
    intro: 'Indique alguns dados e o especialista adequado entrará em contacto consigo.',
    requiredNote: 'Os campos assinalados com * são obrigatórios.',
    requiredMark: '*',
    fields: {
      firstName: { label: 'Nome próprio' },
      lastName: { label: 'Apelido' },
      email: { label: 'Endereço de correio eletrónico', placeholder: 'nome@organizacao.org' },
      phone: { label: 'Número de telefone', placeholder: '+233 XX XXX XXXX' },
      organization: { label: 'Organização', placeholder: 'Ministério, instituição ou empresa' },
      service: { label: 'Serviço pretendido' },
      message: { label: 'Mensagem', placeholder: 'Descreva as suas necessidades, os produtos e os prazos.' },
    },
    servicePlaceholder: 'Selecione um serviço',
    honeypotLabel: 'Sítio web (deixe este campo em branco)',
    privacyNotice: 'Utilizamos os seus dados apenas para lhe responder. Consulte a nossa {link}.',
    privacyLink: 'Política de privacidade',
    submit: 'Enviar mensagem',
    sending: 'A enviar...',
    fieldErrors: {
      firstName: 'Introduza o seu nome próprio.',
      email: 'Introduza o seu endereço de correio eletrónico.',
      emailInvalid: 'Introduza um endereço de correio eletrónico válido, incluindo o símbolo @.',
      message: 'Escreva a sua mensagem.',
    },
    toasts: {
      validation: {
        title: 'Erro de validação',
        description: 'Preencha todos os campos obrigatórios (nome próprio, endereço de correio eletrónico e mensagem).',
      },
      invalidEmail: { title: 'Endereço de correio eletrónico inválido', description: 'Introduza um endereço de correio eletrónico válido.' },
      success: {
        title: 'Mensagem enviada com sucesso!',
        description: 'Obrigado, {name}! Responderemos ao seu pedido no prazo de 24 horas (assunto: {service}).',
      },
      noService: 'pedido de informação',
      failure: {
        title: 'Erro no envio da mensagem',
        description: `Ocorreu um problema no envio da sua mensagem: {reason}. Tente novamente ou contacte-nos diretamente através de ${site.email}`,
      },
      unknownReason: 'erro desconhecido',
    },
  },
  why: {
    heading: `Porquê a ${site.shortName}?`,
    items: [
      {
        icon: 'award',
        title: 'Experiência comprovada',
        description: 'Mais de 500 contratos públicos executados desde 2009, com 95% das encomendas entregues dentro do prazo.',
      },
      {
        icon: 'fileCheck',
        title: 'Competência regulamentar',
        description: 'Especialistas nos procedimentos da Organização Oeste Africana da Saúde (OOAS), da NAFDAC, da Food and Drugs Authority (FDA) do Gana, da pré-qualificação da Organização Mundial da Saúde (OMS), da ARIPO e do Sistema de Madrid.',
      },
      {
        icon: 'shieldCheck',
        title: 'Garantia da qualidade',
        description: 'Apenas medicamentos pré-qualificados pela OMS ou aprovados por uma autoridade reguladora rigorosa, com controlo da cadeia de frio e ensaios de qualidade documentados.',
      },
      {
        icon: 'globe',
        title: 'Rede pan-africana',
        description: 'Parceiros e autoridades que conhecemos bem em 12 países africanos, de Acra a Abuja.',
      },
    ],
  },
  emergency: {
    heading: 'Apoio de emergência',
    text: 'Tem uma questão urgente de abastecimento ou regulamentar fora do horário de funcionamento? A nossa linha de emergência funciona 24 horas por dia.',
    availability: 'Disponível 24/7',
    phone: site.phone,
    href: site.phoneHref,
    callLabel: `Ligar para ${site.phone} (24/7)`,
  },
  sent: {
    meta: {
      title: `Mensagem enviada | ${site.shortName}`,
      description: `A sua mensagem chegou à ${site.shortName} em Acra. Um especialista responderá no prazo de 24 horas em dias úteis; saiba o que acontece a seguir.`,
    },
    hero: {
      eyebrow: 'Mensagem enviada',
      title: 'Obrigado pela sua mensagem',
      lead: 'Chegou à nossa equipa em Acra. Um especialista responderá por correio eletrónico no prazo de 24 horas em dias úteis.',
      actions: [
        { label: 'Voltar à página inicial', href: '/', variant: 'primary' },
        { label: 'Conheça os nossos serviços', href: '/services', variant: 'outline' },
      ],
    },
    next: {
      heading: 'O que acontece a seguir',
      steps: [
        { title: 'Lemos a sua mensagem', description: 'A nossa equipa em Acra encaminha-a para o especialista do serviço que lhe interessa.' },
        { title: 'Um especialista responde', description: 'Recebe a nossa resposta por correio eletrónico no prazo de 24 horas em dias úteis, com as respostas ou as perguntas que precisamos de lhe fazer.' },
        { title: 'Acordamos os próximos passos', description: 'Em conjunto, definimos os documentos, os prazos e os custos do seu fornecimento, registo ou trabalho de conformidade.' },
      ],
    },
    reach: {
      heading: 'Quer acrescentar alguma coisa?',
      intro: 'Escreva-nos ou telefone-nos e mencione a mensagem que acabou de enviar. A nossa linha de emergência funciona 24/7.',
      items: [emailItem, phoneItem],
    },
  },
  notSent: {
    invalid: {
      heading: 'A sua mensagem ainda não foi enviada',
      text: 'Corrija os pontos abaixo e envie-a novamente. Tudo o que escreveu ficou guardado no formulário.',
    },
    check: { title: 'Verifique a sua mensagem', description: 'Alguns dados têm de ser corrigidos antes do envio.' },
    problems: {
      tooLong: '{label}: no máximo {max} caracteres; encurte o texto.',
      characters: '{label}: retire as quebras de linha ou os caracteres especiais.',
      email: 'Introduza um endereço de correio eletrónico válido, por exemplo nome@organizacao.org.',
      phone: 'Introduza um número de telefone válido (apenas algarismos, espaços e + ( ) - .).',
      service: 'Escolha um serviço da lista.',
    },
    rateLimited: {
      heading: 'Aguarde antes de enviar novamente',
      reasons: {
        client: 'Recebemos várias mensagens da sua rede num curto espaço de tempo.',
        email: 'Recebemos várias mensagens deste endereço de correio eletrónico num curto espaço de tempo.',
        message: 'Esta mensagem já foi enviada várias vezes.',
        flood: 'Estamos a receber um número invulgar de mensagens.',
      },
      text: 'Envie-a novamente dentro de {wait}. A sua mensagem está guardada no formulário abaixo.',
    },
    unavailable: {
      heading: 'Não foi possível enviar a sua mensagem',
      text: 'Ocorreu um problema do nosso lado. A sua mensagem está guardada no formulário abaixo: envie-a novamente dentro de alguns minutos.',
    },
    tooLarge: {
      heading: 'A sua mensagem é demasiado longa para ser enviada',
      text: 'Volte ao formulário (o seu navegador guarda o que escreveu), encurte a mensagem para {max} caracteres ou menos e envie-a novamente.',
    },
    contactInstead: 'Também pode escrever-nos para {email} ou telefonar-nos para o {phone}.',
    homeLink: 'Voltar à página inicial',
  },
  sendErrors: {
    invalid: 'um campo tem de ser corrigido (veja a mensagem por baixo dele)',
    refused: 'o nosso servidor não pôde aceitar o formulário tal como foi enviado',
    tooLarge: 'a mensagem é demasiado longa para ser enviada, encurte-a',
    unavailable: 'ocorreu um problema do nosso lado',
    network: 'não foi possível contactar o nosso servidor, verifique a sua ligação',
    rateLimited: {
      reasons: {
        client: 'chegaram várias mensagens da sua rede num curto espaço de tempo',
        email: 'chegaram várias mensagens deste endereço de correio eletrónico num curto espaço de tempo',
        message: 'esta mensagem já foi enviada várias vezes',
        flood: 'estamos a receber um número invulgar de mensagens',
      },
      retryIn: '{reason}; envie-a novamente dentro de {wait}',
      retryLater: '{reason}; envie-a novamente mais tarde',
    },
  },
};
