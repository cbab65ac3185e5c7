import type { DocumentItem } from '../components/DocumentList';
import type { VideoItem } from '../components/VideoCard';
import type { WebinarItem } from '../components/WebinarList';
import type { DownloadableDocument, SiteContent, TrainingVideo, Webinar } from '../content/types';
import { formatDate, formatMessage } from '../i18n/format';
import { formatTimeIn, type Locale, localeInfo } from '../i18n/locales';
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


/** A webinar with its date and time written in the page's language (Intl), in its list and its alert. */
export function webinarItem(webinar: Webinar, { resourcesMessages }: SiteContent, locale: Locale): WebinarItem {
  const labels = resourcesMessages.webinar;
  const intlLocale = localeInfo[locale].intl;
  const when = { date: formatDate(intlLocale, webinar.date), time: formatTimeIn(locale, webinar.time, webinar.date) };
  return {
    title: webinar.title,
    description: webinar.description,
    date: webinar.date,
    day: formatDate(intlLocale, webinar.date, { day: 'numeric' }),
    month: formatDate(intlLocale, webinar.date, { month: 'short' }),
    when: formatMessage(labels.dateTime, when),
    upcoming: webinar.status === 'upcoming',
    statusLabel: labels.status[webinar.status],
    alert: formatMessage(webinar.alert, when),
  };
}
