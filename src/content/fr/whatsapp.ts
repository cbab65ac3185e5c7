import type { WhatsAppMessages } from '../messages';

/** Les mots des liens WhatsApp (src/site/WhatsApp.tsx), affichés tant que src/content/site.ts donne un numéro. */
export const whatsappMessages: WhatsAppMessages = {
  chat: 'Discuter sur WhatsApp',
  card: { title: 'WhatsApp', note: 'Réponse aux heures d’ouverture' },
  texts: {
    page: 'Bonjour, j’ai une question ({url})',
    service: 'Bonjour, je souhaite en savoir plus sur {service} ({url})',
    urgent: 'Bonjour, j’ai une demande urgente ({url})',
  },
  services: {
    malariaDrugs: 'vos antipaludiques',
    trademark: 'l’enregistrement de marques',
    aripo: 'l’enregistrement de marques auprès de l’ARIPO',
    madrid: 'l’enregistrement international de marques selon le système de Madrid',
    waho: 'la certification OOAS',
    nafdac: 'l’enregistrement auprès de la NAFDAC',
    ghanaFda: 'l’enregistrement auprès de la Food and Drugs Authority (FDA) du Ghana',
    who: 'la préqualification de l’OMS',
    ama: 'l’harmonisation avec l’Agence africaine du médicament (AMA)',
    ecowas: 'l’accès aux marchés de la CEDEAO',
    regulatory: 'le conseil réglementaire',
  },
};
