import type { ServiceId } from '../services/manifest';
import { site } from '../site';
import type { ContactContent } from '../types';

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
      { icon: 'mail', title: 'E-mail', value: site.email, href: `mailto:${site.email}`, note: 'Réponse sous 24 heures' },
      { icon: 'phone', title: 'Téléphone', value: site.phone, href: site.phoneHref, note: 'Parlez directement à notre équipe' },
      { icon: 'mapPin', title: 'Adresse', value: site.location, note: 'Au service de 12 pays africains' },
      {
        icon: 'clock',
        title: 'Heures d’ouverture',
        value: 'Du lundi au vendredi, de 8 h à 18 h, GMT (UTC+0)',
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
      email: { label: 'Adresse e-mail', placeholder: 'nom@organisation.org' },
      phone: { label: 'Numéro de téléphone', placeholder: '+233 XX XXX XXXX' },
      organization: { label: 'Organisation', placeholder: 'Ministère, institution ou entreprise' },
      service: { label: 'Service souhaité' },
      message: { label: 'Message', placeholder: 'Décrivez vos besoins, vos produits et vos délais.' },
    },
    servicePlaceholder: 'Sélectionnez un service',
    honeypotLabel: 'Site web (laisser ce champ vide)',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
    fieldErrors: {
      firstName: 'Saisissez votre prénom.',
      email: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail valide, avec le signe @.',
      message: 'Saisissez votre message.',
    },
    toasts: {
      validation: {
        title: 'Erreur de validation',
        description: 'Veuillez remplir tous les champs obligatoires (prénom, adresse e-mail et message).',
      },
      invalidEmail: { title: 'Adresse e-mail non valide', description: 'Veuillez saisir une adresse e-mail valide.' },
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
        description: 'Uniquement des médicaments conformes aux normes de l’OMS, avec maîtrise de la chaîne du froid et contrôles qualité documentés.',
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
};
