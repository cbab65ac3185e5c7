import type { DocumentItem } from '../components/DocumentList';
import type { VideoItem } from '../components/VideoCard';
import type { WebinarItem } from '../components/WebinarList';
import type { DownloadableDocument, SiteContent, TrainingVideo, Webinar } from '../content/types';
import { formatDate, formatMessage } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { fileHref, resourceFileName, resourceHref, transcriptFileName, transcriptHref } from '../lib/downloads';

/** A document of the list, linking its file in the page's language. */
export const documentItem = (document: DownloadableDocument, locale: Locale): DocumentItem => ({
  title: document.title,
  description: document.description,
  href: fileHref(locale, resourceHref(document.fileSlug)),
  fileName: resourceFileName(document.fileSlug),
});

/** A video card, its transcript in the page's language. */
export const videoItem = (video: TrainingVideo, locale: Locale): VideoItem => ({
  title: video.title,
  description: video.description,
  duration: video.duration,
  categoryLabel: video.category,
  youtubeId: video.youtubeId,
  transcriptHref: fileHref(locale, transcriptHref(video.fileSlug)),
  transcriptFileName: transcriptFileName(video.fileSlug),
});


/** A webinar with its dates written in the page's language. */
export function webinarItem(webinar: Webinar, { resourcesMessages }: SiteContent, intlLocale: string): WebinarItem {
  const labels = resourcesMessages.webinar;
  return {
    title: webinar.title,
    description: webinar.description,
    date: webinar.date,
    day: formatDate(intlLocale, webinar.date, { day: 'numeric' }),
    month: formatDate(intlLocale, webinar.date, { month: 'short' }),
    when: formatMessage(labels.dateTime, { date: formatDate(intlLocale, webinar.date), time: webinar.time }),
    upcoming: webinar.status === 'upcoming',
    statusLabel: labels.status[webinar.status],
    alert: webinar.alert,
  };
}
