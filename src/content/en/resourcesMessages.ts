import type { ResourcesMessages } from '../messages';
import { site } from '../site';

/**
 * Interface strings of the /resources page (labels, toasts, the video placeholder), kept
 * apart from the components so the FR and PT versions can supply their own.
 */
export const resourcesMessages: ResourcesMessages = {
  /** Visible label of a guide's download button. */
  download: 'Download',
  /** Visible label of a document's download button. */
  downloadPdf: 'Download PDF',
  /** Toast raised when a download starts. */
  downloadStarted: {
    title: 'Download Started',
    description: '{title} is being downloaded.',
  },
  guide: {
    sizeLabel: 'PDF, {size}',
  },
  video: {
    /** Accessible name of the placeholder play button. */
    play: 'Play video',
    pause: 'Pause video',
    /** Link to a published video's watch page (opens in a new tab). */
    watch: 'Watch video',
    newTab: '(opens in a new tab)',
    playing: 'Video Playing',
    clickToPause: 'Click to pause',
    elapsed: '2:30 elapsed',
    durationLabel: 'Duration',
    /** Visible label of the transcript download. */
    transcript: 'Transcript PDF',
    transcriptToast: 'The transcript of {title} is being downloaded.',
  },
  webinar: {
    register: 'Register',
    watchRecording: 'Watch Recording',
    status: { upcoming: 'Upcoming', completed: 'Recorded' },
    dateTime: '{date}, {time} GMT',
  },
  /** Fixed parts of the generated PDFs (guides, documents, transcripts). */
  pdf: {
    contents: 'In this guide',
    transcript: 'Video transcript',
    contactHeading: 'Talk to our specialists',
    contactText: `${site.name} supports manufacturers, distributors, public agencies and NGOs across West Africa from {location}. We respond to every enquiry within 24 hours.`,
    contactLines: [`E-mail: ${site.email}`, `Phone: ${site.phone}`, 'Office hours: Monday to Friday, {opens} to {closes} GMT (UTC+0)', `Web: ${site.origin}`],
    disclaimer:
      'This document is general information, current at the time of writing; it is not legal or medical advice. Requirements change, so check with the competent authority, or with us, before relying on it.',
  },
};
