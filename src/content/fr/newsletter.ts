import { site } from '../site';
import type { NewsletterContent } from '../types';

/** Les pages de la lettre d’information pour une inscription envoyée sans script (le formulaire : newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Inscription confirmée | ${site.shortName}`,
      description: `Votre adresse figure sur la liste de diffusion de ${site.shortName} : nos actualités réglementaires et les nouvelles de l’entreprise vous parviendront par courriel, environ une fois par mois.`,
    },
    hero: {
      eyebrow: 'Lettre d’information',
      title: 'Merci de votre inscription',
      lead: 'Votre adresse figure sur notre liste de diffusion. Nos actualités réglementaires et les nouvelles de l’entreprise vous parviendront par courriel, environ une fois par mois. Vous pouvez vous désabonner à tout moment.',
      actions: [
        { label: 'Retour aux actualités', href: '/news', variant: 'primary' },
        { label: 'Retour à l’accueil', href: '/', variant: 'outline' },
      ],
    },
  },
  notSubscribed: {
    invalid: {
      heading: 'Votre adresse n’a pas encore été ajoutée',
      text: 'Veuillez la corriger ci-dessous, puis vous abonner à nouveau.',
    },
    rateLimited: { heading: 'Veuillez patienter avant de vous abonner à nouveau' },
    unavailable: { heading: 'Votre adresse n’a pas pu être ajoutée' },
  },
};
