import { site } from '../site';
import type { NewsletterContent } from '../types';

/** Les pages de la lettre d’information pour une inscription envoyée sans script (le formulaire : newsPage, newsMessages). */
export const newsletter: NewsletterContent = {
  subscribed: {
    meta: {
      title: `Consultez votre messagerie | ${site.shortName}`,
      description: `Confirmez votre inscription à la lettre d’information de ${site.shortName} avec le lien que nous vous avons envoyé par courriel.`,
    },
    hero: {
      eyebrow: 'Lettre d’information',
      title: 'Consultez votre messagerie',
      lead: 'Nous avons envoyé un lien à l’adresse indiquée. Ouvrez-le dans les 48 heures pour confirmer votre inscription : d’ici là, nous ne vous enverrons rien. Si le courriel n’est pas arrivé dans quelques minutes, regardez dans vos courriers indésirables.',
      actions: [
        { label: 'Retour aux actualités', href: '/news', variant: 'primary' },
        { label: 'Retour à l’accueil', href: '/', variant: 'outline' },
      ],
    },
  },
  confirmed: {
    meta: {
      title: `Inscription confirmée | ${site.shortName}`,
      description: `Votre adresse figure sur la liste de diffusion de ${site.shortName}.`,
    },
    hero: {
      eyebrow: 'Lettre d’information',
      title: 'Votre inscription est confirmée',
      lead: 'Merci. Nos actualités réglementaires et les nouvelles de l’entreprise vous parviendront par courriel, environ une fois par mois. Chaque courriel contient un lien pour vous désabonner en un clic.',
      actions: [
        { label: 'Retour aux actualités', href: '/news', variant: 'primary' },
        { label: 'Retour à l’accueil', href: '/', variant: 'outline' },
      ],
    },
  },
  unsubscribed: {
    meta: {
      title: `Désabonnement effectué | ${site.shortName}`,
      description: `Votre adresse a été retirée de la liste de diffusion de ${site.shortName}.`,
    },
    hero: {
      eyebrow: 'Lettre d’information',
      title: 'Vous êtes désabonné',
      lead: 'Nous ne vous enverrons plus la lettre d’information. Si vous changez d’avis, vous pouvez vous réabonner ci-dessous.',
      actions: [{ label: 'Retour à l’accueil', href: '/', variant: 'outline' }],
    },
  },
  linkInvalid: {
    meta: {
      title: `Lien expiré | ${site.shortName}`,
      description: 'Ce lien de confirmation n’est plus valable.',
    },
    hero: {
      eyebrow: 'Lettre d’information',
      title: 'Ce lien n’est plus valable',
      lead: 'Un lien de confirmation ne sert qu’une fois, pendant 48 heures, et seul le dernier envoyé est valable. Votre adresse n’a pas été ajoutée. Saisissez-la à nouveau ci-dessous et nous vous enverrons un nouveau lien.',
      actions: [{ label: 'Retour à l’accueil', href: '/', variant: 'outline' }],
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
  mail: {
    subject: 'Confirmez votre inscription à la lettre d’information de {company}',
    greeting: 'Bonjour,',
    intro: 'Quelqu’un, sans doute vous, a demandé à recevoir la lettre d’information de {company} à l’adresse {email} : nos actualités réglementaires et les nouvelles de l’entreprise, environ une fois par mois. Veuillez confirmer avec le lien ci-dessous.',
    action: 'Confirmer mon inscription',
    expiry: 'Le lien ne sert qu’une fois et expire dans 48 heures.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre adresse ne sera pas ajoutée et nous la supprimerons sous 7 jours.',
    unsubscribeText: 'Vous pouvez vous désabonner à tout moment :',
    unsubscribe: 'Se désabonner',
  },
};
