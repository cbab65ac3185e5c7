/**
 * The shapes of the interface messages: the words around the content (labels, toasts,
 * alerts, assistive text). Every locale's catalogue satisfies these interfaces, so `tsc`
 * rejects a missing or an extra key. Messages with values are templates with `{name}`
 * placeholders (src/i18n/format.ts): word order belongs to the language, not to the code.
 */
import type { ComponentMessages } from '../components/MessagesProvider';
import type { VideoLabels } from '../components/VideoCard';
import type { PluralMessage } from '../i18n/format';
import type { ServiceId } from './services/manifest';
import type { CountryStatus, NavItem, NewsCategory } from './types';

export interface ToastText {
  title: string;
  description: string;
}

/** The header's words (src/components/Header). */
export interface HeaderLabels {
  homeLabel: string;
  navLabel: string;
  menuOpen: string;
  menuClose: string;
  menuButton: string;
  getInTouch: string;
  /** Names the language switcher (its languages come from src/i18n/locales.ts). */
  languageGroup: string;
}

/**
 * The header's words and links: in every page's HTML, and fetched by the header island
 * with its code (src/site/Header.island.tsx), so they travel in neither the page's props
 * nor every page's script.
 */
export interface HeaderMessages {
  labels: HeaderLabels;
  /** The main navigation's links, in the spec's order. */
  items: NavItem[];
}

/** The site frame and the words shared by every page. */
export interface InterfaceMessages {
  /** What the design system's components read from context (src/components/MessagesProvider). */
  components: ComponentMessages;
  header: HeaderLabels;
  footer: {
    tagline: string;
    servicesHeading: string;
    companyHeading: string;
    contactHeading: string;
    /** Labels of the contact details where they are listed as text (the catalogue PDF). */
    emailLabel: string;
    phoneLabel: string;
    locationLabel: string;
    /** "© {year} Volta Pharma & Regulatory Services. All rights reserved." */
    copyright: string;
  };
  /** Read after the name of a link that opens in a new tab (WhatsApp, the share links). */
  opensInNewTab: string;
  /** Labels of the coverage statuses of a country. */
  countryStatus: Record<CountryStatus, string>;
  toast: { close: string; region: string };
  errorPage: { title: string; metaTitle: string; text: string; reload: string; home: string };
}

export interface NewsMessages {
  /** The label of each news category. */
  categories: Record<NewsCategory, string>;
  readMore: string;
  backToNews: string;
  shareArticle: string;
  downloadPdf: string;
  relatedArticles: string;
  /** Accessible label of the author, date and read time line. */
  detailsLabel: string;
  /** "By {author}" */
  byline: string;
  /** Live announcement after the category filter changes ({count}). */
  resultCount: PluralMessage;
  noResults: string;
  share: {
    /** "Share or download: {title}" */
    groupLabel: string;
    networks: { facebook: string; twitter: string; linkedin: string; whatsapp: string };
    /** Accessible name of a network's button or link: "Share on {network}". */
    onNetwork: string;
    /** Text the Twitter share carries with the link: "{title}: {excerpt}". */
    tweetText: string;
    downloadText: string;
    downloadTextLabel: string;
  };
  linkCopied: ToastText;
  /** Description: "... The article's address is {url}". */
  copyFailed: ToastText;
  /** Description: "{title} is being downloaded as a PDF." */
  pdfDownloadStarted: ToastText;
  /** Labels of the plain-text download of an article card. */
  textFile: {
    /** How each line of the file reads: "{label}: {value}". */
    line: string;
    title: string;
    category: string;
    author: string;
    date: string;
    readTime: string;
    summary: string;
    link: string;
    publisher: string;
  };
  newsletter: {
    emailLabel: string;
    sending: string;
    invalid: ToastText;
    failure: { title: string; fallback: string };
    /** "Check your inbox"; description: "We have sent a link to {email}..." (the same for any address). */
    success: ToastText;
    /**
     * Why the function did not subscribe the address, by its error code
     * (src/site/newsletterFailureText.ts): whole sentences, the failure toast's description (and
     * the notice of the function's page without script). What is not listed here, a request the
     * function could not take or no answer at all, is said with `failure.fallback`.
     */
    errors: NewsletterErrors;
  };
}

/** The failure toast's description for each refusal of the newsletter function. */
export interface NewsletterErrors {
  /** The address, which the box's own check let through, is not one the function accepts. */
  email: string;
  /**
   * Refused by a rate limit: a reason per limit, then `retryIn` with `{reason}` and `{wait}` (a
   * duration), or `retryLater` with `{reason}` when the answer gave no wait.
   */
  rateLimited: {
    reasons: { client: string; email: string; message: string; flood: string };
    retryIn: string;
    retryLater: string;
  };
  /** 503: the service cannot take subscriptions for now (its database is out of reach). */
  unavailable: string;
  /** Any other failure on our side (500): nothing was stored. */
  failed: string;
}

export interface PageMessages {
  legal: {
    /** "Last updated {date}" */
    lastUpdated: string;
    contents: string;
  };
  catalog: {
    /** Read after the View Catalog label: the link opens a new tab. */
    opensInNewTab: string;
    /** Read after the Download Catalog label. */
    fileType: string;
  };
  /**
   * Words of every generated PDF (catalogue, guides, articles) and of every printed page:
   * "Page {page} of {count}" in each page's footer.
   */
  pdf: { pageNumber: string };
  /** The words a printed page adds in its margins (src/site/SiteLayout/SitePrint.css.ts). */
  print: {
    /** A contact detail under the company's name on the first sheet: "Phone: {value}" (the label is the footer's). */
    contactDetail: string;
    /** Under the page's address on every sheet: "Printed on {date}", the day the reader printed it. */
    printed: string;
  };
}

export interface ResourcesMessages {
  /** Visible label of a guide's download button. */
  download: string;
  /** Visible label of a document's download button. */
  downloadPdf: string;
  /** Toast raised when a download starts; description: "{title} is being downloaded." */
  downloadStarted: ToastText;
  guide: {
    /** "PDF, {size}" */
    sizeLabel: string;
  };
  /** The video cards' labels; `transcriptToast`: "The transcript of {title} is being downloaded." */
  video: Omit<VideoLabels, 'transcriptStarted'> & { transcriptToast: string };
  webinar: {
    register: string;
    watchRecording: string;
    status: { upcoming: string; completed: string };
    /** "{date}, {time} GMT": the webinar's date and time (GMT, Ghana time), each written by Intl. */
    dateTime: string;
  };
  /** Fixed parts of the generated PDFs (guides, documents, transcripts). */
  pdf: {
    contents: string;
    transcript: string;
    contactHeading: string;
    contactText: string;
    contactLines: string[];
    disclaimer: string;
  };
}

/**
 * What the service worker (src/serviceWorker/sw.ts) writes into the pages it answers with
 * when the network fails: the line above a saved copy, and the offline page that lists the
 * pages saved on the device. The words travel inside the worker (built with the site), so
 * they need no download when the connection is gone.
 */
export interface OfflineMessages {
  /** The thin line above a page served from this device: "You are reading a saved copy from {date}." */
  savedCopy: string;
  /** The page answering a page that cannot be loaded and has no saved copy. */
  page: {
    /** Its `<title>`. */
    title: string;
    heading: string;
    text: string;
    /** A link that loads the page again. */
    retry: string;
    savedHeading: string;
    /** After each saved page's title: "saved {date}". */
    savedOn: string;
    noneSaved: string;
    contactHeading: string;
    /** Above the phone, e-mail (and WhatsApp, once the company has one) from src/content/site.ts. */
    contactText: string;
  };
}

/**
 * The words of the WhatsApp links (src/site/WhatsApp.tsx), which appear only while
 * `site.whatsapp` holds a number. The prefilled texts are what the visitor's first message
 * says, in the page's language; each names the page by its address ({url}, without https://).
 */
export interface WhatsAppMessages {
  /** Visible label of a chat link (the footer, a call to action, the emergency card). */
  chat: string;
  /** The contact page's card beside e-mail and phone: its title and its note. */
  card: { title: string; note: string };
  texts: {
    /** Any page: "Hello, I have a question ({url})". */
    page: string;
    /** A service's page: "Hello, I am interested in {service} ({url})". */
    service: string;
    /** The contact page's emergency card. */
    urgent: string;
  };
  /** Each service as the prefilled text names it ({service}): the glossary's official names. */
  services: Record<ServiceId, string>;
}
