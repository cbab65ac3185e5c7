/**
 * Shapes of the site's content records. Content modules in this folder are plain typed
 * data (no JSX, no styles), so pages stay thin and later locales (FR, PT) can supply the
 * same records in another language.
 */

/** Icons the design system draws; see src/components/Icon. */
export const iconNames = [
  'pill', 'syringe', 'shield', 'shieldCheck', 'badgeCheck', 'award', 'globe', 'map', 'mapPin',
  'building', 'landmark', 'scale', 'gavel', 'fileText', 'fileCheck', 'clipboard', 'clipboardCheck',
  'search', 'users', 'handshake', 'truck', 'thermometer', 'flask', 'microscope', 'heartPulse',
  'baby', 'package', 'chartBar', 'trendingUp', 'clock', 'calendar', 'phone', 'mail', 'lightbulb',
  'graduationCap', 'briefcase', 'stamp', 'network', 'target', 'checkCircle', 'download', 'play',
  'bookOpen', 'factory', 'leaf', 'lock', 'eye', 'refresh', 'alert', 'star',
] as const;
export type IconName = (typeof iconNames)[number];

/** Head data every page declares. Titles are unique across the site. */
export interface PageMeta {
  /** Full document title, e.g. "ARIPO Trademark Services | Volta Pharma". */
  title: string;
  /** 120-160 characters, unique per page. */
  description: string;
}

/**
 * A button or link. `href` to navigate (internal paths start with "/"). `alert` shows a
 * browser alert with that text and then goes to `href` after the spec's 2 s delay.
 */
export interface Action {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary' | 'outline';
  alert?: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface ProcessStep {
  title: string;
  description: string;
  /** Optional duration label such as "Week 1-2" or "2-4 weeks". */
  timeline?: string;
}

export interface Country {
  name: string;
  capital?: string;
  /** Display text, e.g. "223M". */
  population?: string;
  /** Coverage status, e.g. "Active", "Expanding". */
  status?: string;
}

export interface CardItem {
  title: string;
  description: string;
  icon?: IconName;
  /** Small label shown with the card, e.g. a duration "12-18 months". */
  meta?: string;
  features?: string[];
  action?: Action;
}

export interface ListGroup {
  title: string;
  description?: string;
  items: string[];
  action?: Action;
}

/** The blocks a service detail page is composed of, rendered in order. */
export type DetailSection =
  | { kind: 'stats'; heading: string; stats: Stat[] }
  | { kind: 'prose'; heading: string; paragraphs: string[] }
  | { kind: 'cards'; heading: string; intro?: string; items: CardItem[] }
  | { kind: 'checklist'; heading: string; intro?: string; items: string[] }
  | { kind: 'groups'; heading: string; intro?: string; groups: ListGroup[] }
  | { kind: 'countries'; heading: string; intro?: string; countries: Country[] }
  | { kind: 'process'; heading: string; intro?: string; steps: ProcessStep[] };

export interface CallToAction {
  heading: string;
  text: string;
  actions: Action[];
}

export interface ServiceDetail {
  /** Route path, e.g. "/services/aripo". */
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

export interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: Action[];
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

export interface TimelineEntry {
  year: string;
  event: string;
  description?: string;
}

export interface AboutContent {
  meta: PageMeta;
  hero: Hero;
  story: { heading: string; paragraphs: string[] };
  values: SectionIntro & { items: CardItem[] };
  timeline: SectionIntro & { entries: TimelineEntry[] };
  cta: CallToAction;
}

export interface ServicesOverviewContent {
  meta: PageMeta;
  hero: Hero;
  /** Two core services, each with a feature list and an action. */
  core: SectionIntro & { items: CardItem[] };
  /** Six regulatory bodies, each card's action links to its page. */
  regulatory: SectionIntro & { items: CardItem[] };
  additional: SectionIntro & { items: CardItem[] };
  cta: CallToAction;
}

export interface Medication {
  name: string;
  /** Strengths and dosage form, e.g. "20 mg/120 mg dispersible tablets". */
  form: string;
}

export interface MedicationCategory {
  title: string;
  description: string;
  icon: IconName;
  medications: Medication[];
}

export interface MalariaDrugsContent {
  meta: PageMeta;
  hero: Hero;
  categories: SectionIntro & { items: MedicationCategory[] };
  quality: SectionIntro & { items: CardItem[] };
  coverage: SectionIntro & { countries: Country[] };
  clients: SectionIntro & { items: string[] };
  stats: SectionIntro & { items: Stat[] };
  catalog: SectionIntro & {
    viewLabel: string;
    downloadLabel: string;
    /** Public path of the PDF built from `categories`. */
    href: string;
    fileName: string;
  };
  cta: CallToAction;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
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

/** Categories that the /news filter offers, in the spec's order ("All" is added by the page). */
export const newsFilterCategories = ['Regulatory', 'Medical', 'Business', 'Legal', 'Partnerships', 'Technology'] as const;
export type NewsCategory = (typeof newsFilterCategories)[number] | 'Services' | 'Quality' | 'Procurement';

export interface ImageRef {
  /** Path under /assets/, e.g. "/assets/news/waho-certification.svg". */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Structured article body: safe to render, to put in a PDF and in the RSS feed. */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string };

export interface NewsArticle {
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

export interface Guide {
  title: string;
  description: string;
  category: string;
  /** Display size as the spec gives it, e.g. "2.1 MB". */
  size: string;
  image: ImageRef;
}

export interface DownloadableDocument {
  title: string;
  description: string;
}

export interface TrainingVideo {
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
  /** e.g. "2:00 PM GMT". */
  time: string;
  status: 'upcoming' | 'completed';
  /** Text of the browser alert shown on Register / Watch Recording. */
  alert: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  category: string;
  items: FaqItem[];
}
