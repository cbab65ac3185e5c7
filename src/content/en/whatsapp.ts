import type { WhatsAppMessages } from '../messages';

/** The WhatsApp links' words (src/site/WhatsApp.tsx), shown while src/content/site.ts has a number. */
export const whatsappMessages: WhatsAppMessages = {
  chat: 'Chat on WhatsApp',
  card: { title: 'WhatsApp', note: 'We answer during business hours' },
  texts: {
    page: 'Hello, I have a question ({url})',
    service: 'Hello, I am interested in {service} ({url})',
    urgent: 'Hello, I have an urgent request ({url})',
  },
  services: {
    malariaDrugs: 'your antimalarial medicines',
    trademark: 'trademark registration',
    aripo: 'trademark registration with ARIPO',
    madrid: 'international trademark registration under the Madrid System',
    waho: 'WAHO certification',
    nafdac: 'NAFDAC registration',
    ghanaFda: 'registration with the Ghana Food and Drugs Authority (FDA)',
    who: 'WHO prequalification',
    ama: 'harmonization with the African Medicines Agency (AMA)',
    ecowas: 'access to ECOWAS markets',
    regulatory: 'regulatory consulting',
  },
};
