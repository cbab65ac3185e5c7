import type { WhatsAppMessages } from '../messages';

/** As palavras das ligações WhatsApp (src/site/WhatsApp.tsx), mostradas enquanto src/content/site.ts tiver um número. */
export const whatsappMessages: WhatsAppMessages = {
  chat: 'Conversar no WhatsApp',
  card: { title: 'WhatsApp', note: 'Respondemos no horário de funcionamento' },
  texts: {
    page: 'Olá, tenho uma pergunta ({url})',
    service: 'Olá, gostaria de saber mais sobre {service} ({url})',
    urgent: 'Olá, tenho um pedido urgente ({url})',
  },
  services: {
    malariaDrugs: 'os vossos antipalúdicos',
    trademark: 'o registo de marcas',
    aripo: 'o registo de marcas na ARIPO',
    madrid: 'o registo internacional de marcas pelo Sistema de Madrid',
    waho: 'a certificação da OOAS',
    nafdac: 'o registo na NAFDAC',
    ghanaFda: 'o registo na Food and Drugs Authority (FDA) do Gana',
    who: 'a pré-qualificação da OMS',
    ama: 'a harmonização com a Agência Africana de Medicamentos (AMA)',
    ecowas: 'o acesso aos mercados da CEDEAO',
    regulatory: 'a consultoria regulamentar',
  },
};
