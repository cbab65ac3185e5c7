import type { NewsMessages } from '../messages';
import { site } from '../site';
import type { NotFoundContent } from '../types';

/**
 * French interface strings of the news listing and the article template (labels, toasts,
 * share texts, newsletter messages).
 */
export const newsMessages: NewsMessages = {
  categories: {
    regulatory: 'Réglementation',
    medical: 'Médical',
    business: 'Entreprise',
    legal: 'Juridique',
    partnerships: 'Partenariats',
    technology: 'Technologie',
    services: 'Services',
    quality: 'Qualité',
    procurement: 'Marchés publics',
  },
  readMore: 'Lire la suite',
  backToNews: 'Retour aux actualités',
  shareArticle: 'Partager l’article',
  downloadPdf: 'Télécharger le PDF',
  relatedArticles: 'Articles connexes',
  /** Accessible label of the author, date and read time line. */
  detailsLabel: 'Détails de l’article',
  byline: 'Par {author}',
  /** Live announcement after the category filter changes (French uses the singular for 0 and 1). */
  resultCount: { one: '{count} article affiché', many: '{count} d’articles affichés', other: '{count} articles affichés' },
  noResults: 'Aucun article dans cette catégorie pour le moment. Choisissez une autre catégorie ou affichez tous les articles.',
  share: {
    groupLabel: 'Partager ou télécharger : {title}',
    networks: { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' },
    /** Visible label is the network; the accessible name adds the action and the title. */
    onNetwork: 'Partager sur {network}',
    /** Text the Twitter share carries with the link. */
    tweetText: '{title} : {excerpt}',
    downloadText: 'Fichier texte',
    downloadTextLabel: 'Télécharger en fichier texte',
  },
  linkCopied: {
    title: 'Lien copié',
    description: 'Le lien vers cet article a été copié dans le presse-papiers et peut être collé.',
  },
  copyFailed: {
    title: 'Copiez ce lien',
    description: 'Votre navigateur n’a pas autorisé la copie. L’adresse de l’article est {url}',
  },
  pdfDownloadStarted: {
    title: 'Téléchargement lancé',
    description: 'Téléchargement de « {title} » au format PDF en cours.',
  },
  /** Labels of the plain-text download of an article card. */
  textFile: {
    line: '{label} : {value}',
    title: 'Titre',
    category: 'Catégorie',
    author: 'Auteur',
    date: 'Date',
    readTime: 'Temps de lecture',
    summary: 'Résumé',
    link: 'Lire en ligne',
    publisher: site.name,
  },
  newsletter: {
    emailLabel: 'Adresse électronique',
    sending: 'Inscription en cours…',
    invalid: {
      title: 'Vérifiez votre adresse électronique',
      description: 'Veuillez saisir une adresse électronique complète, par exemple nom@example.com.',
    },
    failure: {
      title: 'Inscription impossible',
      fallback: `Nous n’avons pas pu ajouter votre adresse à notre liste de diffusion. Veuillez réessayer plus tard ou écrire à ${site.email}.`,
    },
    success: {
      title: 'Consultez votre messagerie',
      description: 'Nous avons envoyé un lien à {email}. Ouvrez-le dans les 48 heures pour confirmer votre inscription.',
    },
    errors: {
      email: 'Veuillez saisir une adresse électronique valide.',
      rateLimited: {
        reasons: {
          client: 'Trop de tentatives d’inscription depuis votre réseau.',
          email: 'Trop de tentatives d’inscription pour cette adresse électronique.',
          message: 'Trop de tentatives d’inscription.',
          flood: 'Nous recevons un nombre inhabituel d’inscriptions.',
        },
        retryIn: '{reason} Veuillez réessayer dans {wait}.',
        retryLater: '{reason} Veuillez réessayer plus tard.',
      },
      unavailable: `Ce service est momentanément indisponible. Veuillez réessayer plus tard ou nous écrire à ${site.email}.`,
      failed: `Un problème est survenu de notre côté. Veuillez réessayer plus tard ou nous écrire à ${site.email}.`,
    },
  },
};

/** The article template's page for a slug that has no article. */
export const articleNotFound: NotFoundContent = {
  meta: {
    title: `Article introuvable | ${site.shortName}`,
    description: `L’article demandé est introuvable. Retournez à la salle de presse de ${site.shortName} pour lire nos dernières actualités réglementaires et celles de l’entreprise.`,
  },
  code: '404',
  heading: 'Article introuvable',
  text: 'L’article que vous recherchez n’existe pas ou a peut-être été déplacé.',
  action: { label: 'Retour aux actualités', href: '/news' },
};
