import type { ResourcesMessages } from '../messages';
import { site } from '../site';

/**
 * French interface strings of the /resources page (labels, toasts, the video placeholder).
 */
export const resourcesMessages: ResourcesMessages = {
  /** Visible label of a guide's download button. */
  download: 'Télécharger',
  /** Visible label of a document's download button. */
  downloadPdf: 'Télécharger le PDF',
  /** Toast raised when a download starts. */
  downloadStarted: {
    title: 'Téléchargement lancé',
    description: 'Téléchargement de « {title} » en cours.',
  },
  guide: {
    sizeLabel: 'PDF, {size}',
  },
  video: {
    /** Accessible name of the placeholder play button. */
    play: 'Lire la vidéo',
    pause: 'Mettre la vidéo en pause',
    /** Link to a published video's watch page (opens in a new tab). */
    watch: 'Regarder la vidéo',
    newTab: '(s’ouvre dans un nouvel onglet)',
    playing: 'Lecture en cours',
    clickToPause: 'Cliquez pour mettre en pause',
    elapsed: '2:30 écoulées',
    durationLabel: 'Durée',
    /** Visible label of the transcript download. */
    transcript: 'Transcription PDF',
    transcriptToast: 'Téléchargement de la transcription de « {title} » en cours.',
  },
  webinar: {
    register: 'S’inscrire',
    watchRecording: 'Voir la rediffusion',
    status: { upcoming: 'À venir', completed: 'Rediffusion' },
    dateTime: '{date} à {time} GMT',
  },
  /** Fixed parts of the generated PDFs (guides, documents, transcripts). */
  pdf: {
    contents: 'Sommaire',
    transcript: 'Transcription de la vidéo',
    contactHeading: 'Contactez nos spécialistes',
    contactText: `${site.name} accompagne les fabricants, les distributeurs, les organismes publics et les ONG dans toute l’Afrique de l’Ouest depuis son siège à {location}. Nous répondons à chaque demande sous 24 heures.`,
    contactLines: [
      `Courriel : ${site.email}`,
      `Téléphone : ${site.phone}`,
      'Heures d’ouverture : du lundi au vendredi, de {opens} à {closes} GMT (UTC+0)',
      `Site web : ${site.origin}`,
    ],
    disclaimer:
      'Le présent document fournit des informations générales, à jour à la date de sa rédaction ; il ne constitue pas un avis juridique ou médical. Les exigences évoluent : vérifiez-les auprès de l’autorité compétente, ou auprès de nous, avant de vous y fier.',
  },
};
