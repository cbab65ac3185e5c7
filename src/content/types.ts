/**
 * Shapes of the site's content records. Content modules in this folder are plain typed
 * data (no JSX, no styles), so pages stay thin and later locales (FR, PT) can supply the
 * same records in another language.
 */

import type { Action } from '../components/ActionButton';
import type { ArticleBlock } from '../components/ArticleBody';
import type { CallToActionProps } from '../components/CallToAction';
import type { CardItem } from '../components/CardGrid';
import type { ContactFormContent, ToastText } from '../components/ContactForm';
import type { ContactInfoItem } from '../components/ContactInfoList';
import type { Country as CountryCard } from '../components/CountryList';
import type { DetailSection as DetailSectionBlock, ListGroup } from '../components/DetailSections';
import type { FaqGroupContent, FaqItem } from '../components/FaqGroup';
import type { HeroContent } from '../components/Hero';
import type { IconName } from '../components/Icon';
import type { LegalSection } from '../components/LegalDocument';
import type { ImageRef } from '../components/MediaCard';
import type { Medication, MedicationCategory } from '../components/MedicationCategories';
import type { ProcessStep } from '../components/ProcessSteps';
import type { Stat } from '../components/StatCard';
import type { TimelineEntry } from '../components/Timeline';
import type { HeaderMessages, InterfaceMessages, NewsMessages, OfflineMessages, PageMessages, ResourcesMessages, WhatsAppMessages } from './messages';
import type { DetailServiceId, FooterServiceId, OverviewSection, OverviewServiceId, ServiceId } from './services/manifest';
import type { NewsSlug } from './news/slugs';

// The records below are the data the design system's components draw: content satisfies
// their prop types, and adds ids where the site's behaviour depends on a value.
export type {
  Action,
  ArticleBlock,
  CardItem,
  ContactInfoItem,
  FaqItem,
  IconName,
  ImageRef,
  LegalSection,
  ListGroup,
  Medication,
  MedicationCategory,
  ProcessStep,
  Stat,
  TimelineEntry,
};
export type CallToAction = CallToActionProps;
export type Hero = HeroContent;
export type FaqGroup = FaqGroupContent;

/** Head data every page declares. Titles are unique across the site. */
export interface PageMeta {
  /** Full document title, e.g. "ARIPO Trademark Services | Volta Pharma". */
  title: string;
  /** 120-160 characters, unique per page. */
  description: string;
}

/** Coverage statuses of a country; each locale's messages give their labels. */
export const countryStatuses = ['active', 'expanding'] as const;
export type CountryStatus = (typeof countryStatuses)[number];

export interface Country extends Omit<CountryCard, 'status'> {
  status?: CountryStatus;
}

/** The blocks a service detail page is composed of, rendered in order. */
export type DetailSection =
  | Exclude<DetailSectionBlock, { kind: 'countries' }>
  | { kind: 'countries'; heading: string; intro?: string; countries: Country[] };

export interface ServiceDetail {
  /** Route path of the page (its slug comes from the services manifest). */
  path: string;
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    actions: Action[];
    /** Headline figures shown in the hero band. */
    stats?: Stat[];
  };
  sections: DetailSection[];
  cta: CallToAction;
}


export interface SectionIntro {
  heading: string;
  intro?: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: Hero;
  stats: SectionIntro & { items: Stat[] };
  /** Four service cards, each with a "Learn more" action. */
  services: SectionIntro & { items: CardItem[] };
  approach: SectionIntro & { items: CardItem[] };
  partnership: CallToAction;
}


export interface AboutContent {
  meta: PageMeta;
  hero: Hero;
  story: { heading: string; paragraphs: string[] };
  values: SectionIntro & { items: CardItem[] };
  timeline: SectionIntro & { entries: TimelineEntry[] };
  cta: CallToAction;
}

/** A service's card on the overview; the page adds its link to the service's page. */
export type ServiceCard = Omit<CardItem, 'action'>;

/**
 * The services overview. Its bands of service cards (`core`, `regulatory`: the manifest's
 * `overviewSections`) have their heading here, and their cards in the manifest's order.
 */
export interface ServicesOverviewContent extends Record<OverviewSection, SectionIntro> {
  meta: PageMeta;
  hero: Hero;
  /** The card of each service the manifest places on the overview, by service id. */
  serviceCards: Record<OverviewServiceId, ServiceCard>;
  /** The label of every service card's link to its page. */
  learnMore: string;
  /** Services without a page of their own: cards without a link. */
  additional: SectionIntro & { items: CardItem[] };
  cta: CallToAction;
}



export interface MalariaDrugsContent {
  meta: PageMeta;
  hero: Hero;
  categories: SectionIntro & { items: MedicationCategory[] };
  quality: SectionIntro & { items: CardItem[] };
  coverage: SectionIntro & { countries: Country[] };
  clients: SectionIntro & { items: string[] };
  stats: SectionIntro & { items: Stat[] };
  /** The catalogue PDF, built from `categories` (src/files/catalog.ts), named after its title (`fileSlug`). */
  catalog: SectionIntro &
    Downloadable & {
      /** The PDF's title. */
      title: string;
      viewLabel: string;
      downloadLabel: string;
    };
  cta: CallToAction;
}

export interface LegalContent {
  meta: PageMeta;
  title: string;
  /** ISO date the text was last revised (shown as "Last updated ..."). */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export interface NotFoundContent {
  meta: PageMeta;
  code: string;
  heading: string;
  text: string;
  action: Action;
}

/** News categories, by id; each locale's news messages give their labels. */
export const newsCategories = ['regulatory', 'medical', 'business', 'legal', 'partnerships', 'technology', 'services', 'quality', 'procurement'] as const;
export type NewsCategory = (typeof newsCategories)[number];
/** Categories that the /news filter offers, in the spec's order ("All" is added by the page). */
export const newsFilterCategories: readonly NewsCategory[] = ['regulatory', 'medical', 'business', 'legal', 'partnerships', 'technology'];

/**
 * Every downloadable record names its file explicitly: `fileSlug` is its title, lowercase,
 * hyphenated, accents folded to ASCII (a test holds it to that), plus the extension.
 */
interface Downloadable {
  fileSlug: string;
}



export interface NewsArticle extends Downloadable {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD); pages format it with Intl ("January 15, 2024"). */
  date: string;
  /** e.g. "5 min read". */
  readTime: string;
  category: NewsCategory;
  author: string;
  featured?: boolean;
  image: ImageRef;
}

export interface Guide extends Downloadable {
  title: string;
  description: string;
  category: string;
  /** Display size as the spec gives it, e.g. "2.1 MB". */
  size: string;
  image: ImageRef;
}

export interface DownloadableDocument extends Downloadable {
  title: string;
  description: string;
}

export interface TrainingVideo extends Downloadable {
  title: string;
  description: string;
  duration: string;
  category: string;
  /** Watch-page id on the video site; absent for videos not yet published. */
  youtubeId?: string;
}

/** One headed section of a generated resource PDF (texts live in src/content/resourceTexts.ts). */
export type PdfSection = { heading: string; paragraphs: string[] };

export interface Webinar {
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  /** Start time, 24-hour, in GMT (Ghana time): "14:00". Pages write it with Intl in their language. */
  time: string;
  status: 'upcoming' | 'completed';
  /** Text of the browser alert shown on Register / Watch Recording; `{date}` and `{time}` are the webinar's, written in the page's language. */
  alert: string;
}

/** Texts of the /news listing page. Articles themselves live in `news/articles.ts`. */
export interface NewsPageContent {
  meta: PageMeta;
  /** Title of the locale's news feed (RSS), in the feed and in every page's link to it. */
  feedTitle: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** Label above the featured story. */
  featuredLabel: string;
  /** Accessible label of the category filter group. */
  filterLabel: string;
  /** Label of the filter button that shows every category. */
  allLabel: string;
  /** Heading of the filtered article grid. */
  listHeading: string;
  newsletter: {
    heading: string;
    /**
     * What the reader consents to (the consent text: its version id is in
     * src/content/newsletterConsent.ts, stored with every sign-up). Followed by `privacyLink`.
     */
    text: string;
    /** The link to the privacy notice that ends the consent text. */
    privacyLink: string;
    /** Placeholder of the e-mail input. */
    placeholder: string;
    buttonLabel: string;
  };
  /** Closing band of the listing and of every article: each page ends with a way to /contact. */
  cta: CallToAction;
}

/** Texts of the /resources page around the guide, document, video and webinar lists. */
export interface ResourcesPageContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string };
  guides: SectionIntro;
  documents: SectionIntro;
  videos: SectionIntro;
  webinars: SectionIntro;
  /** "Need Custom Resources?" banner at the foot of the page. */
  banner: CallToAction;
}

export interface ContactContent {
  meta: PageMeta;
  hero: Hero;
  info: SectionIntro & { items: ContactInfoItem[] };
  /** The form's words; its service options come from the manifest and `serviceOptions`, the privacy notice's address from the routes. */
  form: Omit<ContactFormContent, 'services' | 'privacyHref'>;
  why: SectionIntro & { items: CardItem[] };
  emergency: { heading: string; text: string; availability: string; phone: string; href: string; callLabel: string };
  /** The confirmation page a message sent without script lands on (`paths.contactSent`). */
  sent: ContactSentContent;
  /** The page the contact function answers a form sent without script with, while the message is not sent. */
  notSent: ContactNotSentContent;
  /** Why a message sent with script did not go, by the function's error code (the failure toast's `{reason}`). */
  sendErrors: ContactSendErrorsContent;
}

/** The confirmation page: a thank-you, what happens next, and other ways to reach the team. */
export interface ContactSentContent {
  meta: PageMeta;
  hero: Hero;
  next: SectionIntro & { steps: ProcessStep[] };
  reach: SectionIntro & { items: ContactInfoItem[] };
}

/**
 * The words of the page the contact function renders for a form posted without script (the
 * function's generated copy, supabase/functions/_shared/contactPage.generated.ts): the form
 * again with every value kept, and above it what to fix or why it could not be sent now.
 * The form's own labels, field errors and toasts come from `form`. `{label}` is a field's
 * label, `{max}` a number, `{wait}` a duration, `{email}` and `{phone}` the company's.
 */
export interface ContactNotSentContent {
  /** Fields need correcting: the page's heading, then the form's toast and field errors. */
  invalid: { heading: string; text: string };
  /** The summary when no problem is one the form itself checks (length, phone, service...). */
  check: ToastText;
  /** A field's message for the problems only the server checks. */
  problems: { tooLong: string; characters: string; email: string; phone: string; service: string };
  /** Refused by the rate limit: a reason per limit, then `text` with `{wait}`. */
  rateLimited: { heading: string; reasons: { client: string; email: string; message: string; flood: string }; text: string };
  /** A problem on the company's side: the message was not stored. */
  unavailable: { heading: string; text: string };
  /** Too large to read (the values cannot be shown again): `{max}` is the message's limit. */
  tooLarge: { heading: string; text: string };
  contactInstead: string;
  homeLink: string;
}

/**
 * The `{reason}` of the form's failure toast, by what the contact function answered (its error
 * code; src/site/contactFailureText.ts): phrases that continue the toast's sentence after its
 * colon, so lower case where the language wants it there. A field the function found fault with
 * gets `invalid` here and, under the field, the form's own message or one of `notSent.problems`.
 */
export interface ContactSendErrorsContent {
  /** A field needs correcting (its message is under it). */
  invalid: string;
  /** The request itself was refused (not the visitor's doing: an unreadable body, a locale no page sends...). */
  refused: string;
  /** Too large for the function to read. */
  tooLarge: string;
  /** The function failed on our side; nothing was stored. */
  unavailable: string;
  /** No answer: offline, or the connection dropped. */
  network: string;
  /**
   * Refused by a rate limit: a reason per limit, then `retryIn` with `{reason}` and `{wait}` (a
   * duration), or `retryLater` with `{reason}` when the answer gave no wait.
   */
  rateLimited: {
    reasons: { client: string; email: string; message: string; flood: string };
    retryIn: string;
    retryLater: string;
  };
}

/**
 * The newsletter's own pages, for a subscription sent without script: the confirmation page it
 * lands on, and the headings of the page the newsletter function answers with while the address
 * is not stored (the function's generated copy, supabase/functions/_shared/newsletterPage.generated.ts).
 * That page's other words are the box's (`newsMessages.newsletter`, `news.page.newsletter`).
 */
export interface NewsletterContent {
  /**
   * "Check your inbox" (`paths.newsletterSubscribed`): where a sign-up without script lands, for
   * a new, a pending and an already confirmed address alike (nothing says which).
   */
  subscribed: { meta: PageMeta; hero: Hero };
  /** The confirmation link was opened: the address is subscribed (`paths.newsletterConfirmed`). */
  confirmed: { meta: PageMeta; hero: Hero };
  /** The unsubscribe link was opened (`paths.newsletterUnsubscribed`); the box follows, to subscribe again. */
  unsubscribed: { meta: PageMeta; hero: Hero };
  /** A confirmation link that expired, was used or replaced, or is damaged (`paths.newsletterLinkInvalid`); the box follows. */
  linkInvalid: { meta: PageMeta; hero: Hero };
  /**
   * The confirmation e-mail, in the reader's language (sent by subscribe-newsletter, copied into
   * newsletterPage.generated.ts). `{email}` is the address, `{company}` the company's name.
   */
  mail: {
    subject: string;
    greeting: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
    /** Before the unsubscribe link, at the foot of every newsletter e-mail. */
    unsubscribeText: string;
    unsubscribe: string;
  };
  notSubscribed: {
    /** The address needs correcting: the page's heading and what to do. */
    invalid: { heading: string; text: string };
    /** Refused by the rate limit (the notice says which limit and the wait). */
    rateLimited: { heading: string };
    /** Not stored: our side failed, or the post could not be taken. */
    unavailable: { heading: string };
  };
}

/** Texts of the /faq page around the question groups. */
export interface FaqPageContent {
  meta: PageMeta;
  hero: { title: string; lead: string };
  /** Contact band below the questions. */
  contact: { heading: string; text: string; actions: Action[] };
  /** Label of the tel: link (the number comes from `site.phone`). */
  callLabel: string;
  /** Label of the mailto: link (the address comes from `site.email`). */
  emailLabel: string;
}

/** The site's navigation: the header's links, the footer's columns. */
export interface NavigationContent {
  main: NavItem[];
  company: NavItem[];
  /** The name of each service the manifest places in the footer's column, as a link, by service id. */
  serviceLinks: Record<FooterServiceId, string>;
}

export interface NavItem {
  label: string;
  href: string;
}

/**
 * Where the company is and when it answers, as the locale writes them (the name, e-mail and
 * phone are the same in every language: src/content/site.ts). Each locale's `office.ts`.
 */
export interface OfficeContent {
  /** The city, as the language names it: "Accra"; Portuguese "Acra" (CLDR's name). */
  city: string;
  /** City and country as one line (footer, contact card, PDF footers): "Accra, Ghana". */
  location: string;
  /** Opening days and times as one line (contact card), the times formatted by Intl in the locale. */
  hours: string;
}

/**
 * Everything one locale says, in one typed record: `tsc` holds the French and Portuguese
 * records to exactly this shape (no missing, no extra field).
 */
export interface SiteContent {
  messages: InterfaceMessages;
  headerMessages: HeaderMessages;
  newsMessages: NewsMessages;
  pageMessages: PageMessages;
  resourcesMessages: ResourcesMessages;
  /** The WhatsApp links' words, shown while `site.whatsapp` has a number. */
  whatsapp: WhatsAppMessages;
  office: OfficeContent;
  navigation: NavigationContent;
  home: HomeContent;
  about: AboutContent;
  servicesOverview: ServicesOverviewContent;
  malariaDrugs: MalariaDrugsContent;
  services: Record<DetailServiceId, ServiceDetail>;
  /** The contact form's option label of each service. */
  serviceOptions: Record<ServiceId, string>;
  contact: ContactContent;
  newsletter: NewsletterContent;
  faq: { page: FaqPageContent; groups: FaqGroup[] };
  legal: { privacy: LegalContent; terms: LegalContent };
  notFound: NotFoundContent;
  articleNotFound: NotFoundContent;
  /** The service worker's words: the saved-copy line and the offline page. */
  offline: OfflineMessages;
  news: {
    page: NewsPageContent;
    /** In display order: the featured story first, then the listing's order. */
    articles: (NewsArticle & { slug: NewsSlug })[];
    bodies: Record<NewsSlug, ArticleBlock[]>;
  };
  resources: {
    page: ResourcesPageContent;
    guides: Guide[];
    documents: DownloadableDocument[];
    videos: TrainingVideo[];
    webinars: Webinar[];
    /** Texts of the generated PDFs, by the record's `fileSlug`. */
    guideTexts: Record<string, PdfSection[]>;
    documentTexts: Record<string, PdfSection[]>;
    videoTranscripts: Record<string, string[]>;
  };
}
