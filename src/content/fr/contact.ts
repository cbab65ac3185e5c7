import type { ServiceId } from '../services/manifest';
import { site } from '../site';
import type { ContactContent, ContactInfoItem } from '../types';
import { office } from './office';

/** The spec's eleven service options, by service id (their order is the manifest's `form`). */
export const serviceOptionLabels: Record<ServiceId, string> = {
  malariaDrugs: 'Vente d’antipaludiques',
  trademark: 'Enregistrement de marques',
  aripo: 'Services ARIPO',
  madrid: 'Protocole de Madrid',
  waho: 'Conformité OOAS',
  nafdac: 'Enregistrement NAFDAC',
  ghanaFda: 'Services FDA du Ghana',
  who: 'Préqualification de l’OMS',
  ama: 'Harmonisation africaine des médicaments',
  ecowas: 'Services CEDEAO',
  regulatory: 'Conseil réglementaire',
};

const emailItem: ContactInfoItem = { icon: 'mail', title: 'Courriel', value: site.email, href: `mailto:${site.email}`, note: 'Réponse sous 24 heures' };
const phoneItem: ContactInfoItem = { icon: 'phone', title: 'Téléphone', value: site.phone, href: site.phoneHref, note: 'Parlez directement à notre équipe' };

export const contact: ContactContent = {
  meta: {
    title: `Nous contacter | ${site.shortName}`,
    description: `Contactez ${site.shortName} à Accra pour l’approvisionnement en antipaludiques, l’enregistrement de marques ou la conformité réglementaire. Réponse sous 24 heures.`,
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Contactez-nous',
    lead: 'Présentez-nous vos besoins en matière d’approvisionnement en médicaments, de marques ou de réglementation. Un spécialiste vous répondra sous 24 heures, les jours ouvrables.',
  },
  info: {
    heading: 'Nous joindre',
    items: [
      emailItem,
      phoneItem,
      { icon: 'mapPin', title: 'Adresse', value: office.location, note: 'Au service de 12 pays africains' },
      {
        icon: 'clock',
        title: 'Heures d’ouverture',
        value: office.hours,
        note: 'Ligne d’urgence 24 h/24, 7 j/7',
      },
    ],
  },
  form: {
    heading: 'Envoyez-nous un message',
    intro: 'Donnez-nous quelques précisions : le spécialiste concerné vous répondra.',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    requiredMark: '*',
    fields: {
      firstName: { label: 'Prénom' },
      lastName: { label: 'Nom' },
      email: { label: 'Adresse électronique', placeholder: 'nom@organisation.org' },
      phone: { label: 'Numéro de téléphone', placeholder: '+233 XX XXX XXXX' },
      organization: { label: 'Organisation', placeholder: 'Ministère, institution ou entreprise' },
      service: { label: 'Service souhaité' },
      message: { label: 'Message', placeholder: 'Décrivez vos besoins, vos produits et vos délais.' },
    },
    servicePlaceholder: 'Sélectionnez un service',
    honeypotLabel: 'Site web (laisser ce champ vide)',
    privacyNotice: 'Nous n’utilisons vos coordonnées que pour vous répondre. Consultez notre {link}.',
    privacyLink: 'politique de confidentialité',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    fieldErrors: {
      firstName: 'Saisissez votre prénom.',
      email: 'Saisissez votre adresse électronique.',
      emailInvalid: 'Saisissez une adresse électronique valide, avec le signe @.',
      message: 'Saisissez votre message.',
    },
    toasts: {
      validation: {
        title: 'Erreur de validation',
        description: 'Veuillez remplir tous les champs obligatoires (prénom, adresse électronique et message).',
      },
      invalidEmail: { title: 'Adresse électronique non valide', description: 'Veuillez saisir une adresse électronique valide.' },
      success: {
        title: 'Message envoyé !',
        description: 'Merci, {name} ! Nous vous répondrons sous 24 heures au sujet de votre demande ({service}).',
      },
      noService: 'renseignements généraux',
      failure: {
        title: 'Erreur lors de l’envoi du message',
        description: `Un problème est survenu lors de l’envoi de votre message : {reason}. Veuillez réessayer ou nous écrire directement à ${site.email}`,
      },
      unknownReason: 'erreur inconnue',
    },
  },
  why: {
    heading: `Pourquoi choisir ${site.shortName} ?`,
    items: [
      {
        icon: 'award',
        title: 'Des résultats éprouvés',
        description: 'Plus de 500 contrats publics exécutés depuis 2009, avec 95 % des commandes livrées dans les délais.',
      },
      {
        icon: 'fileCheck',
        title: 'Expertise réglementaire',
        description:
          'Spécialistes des procédures de l’Organisation Ouest Africaine de la Santé (OOAS), de la NAFDAC, de la Food and Drugs Authority (FDA) du Ghana, de la préqualification de l’Organisation mondiale de la Santé (OMS), de l’ARIPO et du système de Madrid.',
      },
      {
        icon: 'shieldCheck',
        title: 'Assurance qualité',
        description: 'Uniquement des médicaments préqualifiés par l’OMS ou approuvés par une autorité de réglementation rigoureuse, avec maîtrise de la chaîne du froid et contrôles qualité documentés.',
      },
      {
        icon: 'globe',
        title: 'Réseau panafricain',
        description: 'Des partenaires et des autorités que nous connaissons bien dans 12 pays africains, d’Accra à Abuja.',
      },
    ],
  },
  emergency: {
    heading: 'Assistance d’urgence',
    text: 'Une question urgente d’approvisionnement ou de réglementation en dehors des heures d’ouverture ? Notre ligne d’urgence est assurée 24 heures sur 24.',
    availability: 'Disponible 24 h/24, 7 j/7',
    phone: site.phone,
    href: site.phoneHref,
    callLabel: `Appeler le ${site.phone} (24 h/24, 7 j/7)`,
  },
  sent: {
    meta: {
      title: `Message envoyé | ${site.shortName}`,
      description: `Votre message est bien parvenu à ${site.shortName} à Accra. Un spécialiste vous répondra sous 24 heures, les jours ouvrables ; voici la suite.`,
    },
    hero: {
      eyebrow: 'Message envoyé',
      title: 'Merci pour votre message',
      lead: 'Il est bien parvenu à notre équipe d’Accra. Un spécialiste vous répondra par courriel sous 24 heures, les jours ouvrables.',
      actions: [
        { label: 'Retour à l’accueil', href: '/', variant: 'primary' },
        { label: 'Découvrir nos services', href: '/services', variant: 'outline' },
      ],
    },
    next: {
      heading: 'La suite',
      steps: [
        { title: 'Nous lisons votre message', description: 'Notre équipe d’Accra le transmet au spécialiste du service qui vous intéresse.' },
        { title: 'Un spécialiste vous répond', description: 'Vous recevez notre réponse par courriel sous 24 heures, les jours ouvrables, avec nos réponses ou les questions que nous devons vous poser.' },
        { title: 'Nous convenons de la suite', description: 'Ensemble, nous définissons les documents, les délais et les coûts de votre approvisionnement, de votre enregistrement ou de votre mise en conformité.' },
      ],
    },
    reach: {
      heading: 'Un complément à ajouter ?',
      intro: 'Écrivez-nous ou appelez-nous en mentionnant le message que vous venez d’envoyer. Notre ligne d’urgence est ouverte 24 h/24, 7 j/7.',
      items: [emailItem, phoneItem],
    },
  },
  notSent: {
    invalid: {
      heading: 'Votre message n’a pas encore été envoyé',
      text: 'Corrigez les points ci-dessous, puis envoyez-le à nouveau. Tout ce que vous avez écrit est conservé dans le formulaire.',
    },
    check: { title: 'Vérifiez votre message', description: 'Certaines informations doivent être corrigées avant l’envoi.' },
    problems: {
      tooLong: '{label} : {max} caractères au maximum, veuillez raccourcir le texte.',
      characters: '{label} : supprimez les sauts de ligne ou les caractères spéciaux.',
      email: 'Saisissez une adresse électronique valide, par exemple nom@organisation.org.',
      phone: 'Saisissez un numéro de téléphone valide (chiffres, espaces et + ( ) - . uniquement).',
      service: 'Choisissez un service dans la liste.',
    },
    rateLimited: {
      heading: 'Veuillez patienter avant un nouvel envoi',
      reasons: {
        client: 'Nous avons reçu plusieurs messages de votre réseau en peu de temps.',
        email: 'Nous avons reçu plusieurs messages de cette adresse électronique en peu de temps.',
        message: 'Ce message a déjà été envoyé plusieurs fois.',
        flood: 'Nous recevons un nombre inhabituel de messages.',
      },
      text: 'Envoyez-le à nouveau dans {wait}. Votre message est conservé dans le formulaire ci-dessous.',
    },
    unavailable: {
      heading: 'Votre message n’a pas pu être envoyé',
      text: 'Un problème est survenu de notre côté. Votre message est conservé dans le formulaire ci-dessous : envoyez-le à nouveau dans quelques minutes.',
    },
    tooLarge: {
      heading: 'Votre message est trop long pour être envoyé',
      text: 'Revenez au formulaire (votre navigateur conserve ce que vous avez écrit), raccourcissez le message à {max} caractères au plus, puis envoyez-le à nouveau.',
    },
    contactInstead: 'Vous pouvez aussi nous écrire à {email} ou nous appeler au {phone}.',
    homeLink: 'Retour à l’accueil',
  },
  sendErrors: {
    invalid: 'un champ doit être corrigé (voir le message sous ce champ)',
    refused: 'notre serveur n’a pas pu accepter le formulaire tel qu’il a été envoyé',
    tooLarge: 'le message est trop long pour être envoyé, veuillez le raccourcir',
    unavailable: 'un problème est survenu de notre côté',
    network: 'notre serveur est injoignable, veuillez vérifier votre connexion',
    rateLimited: {
      reasons: {
        client: 'plusieurs messages sont arrivés de votre réseau en peu de temps',
        email: 'plusieurs messages sont arrivés de cette adresse électronique en peu de temps',
        message: 'ce message a déjà été envoyé plusieurs fois',
        flood: 'nous recevons un nombre inhabituel de messages',
      },
      retryIn: '{reason} ; envoyez-le à nouveau dans {wait}',
      retryLater: '{reason} ; envoyez-le à nouveau plus tard',
    },
  },
};
