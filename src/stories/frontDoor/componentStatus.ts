/**
 * The status of every component of src/components/, kept here and nowhere else: the
 * "Component status" page shows it with its legend, and frontDoor.test.ts fails when a
 * component folder has none (or a status names a folder that is gone).
 */
export const statusLegend = {
  stable: 'On the site, its props settled, covered by stories, play functions and visual shots. Use it.',
  beta: 'On the site, but changed in the last days or still being reshaped by an open issue. Use it, and expect changes.',
  deprecated: 'Kept for pages that still use it. Do not use it in new work; the note names what replaces it.',
} as const;

export type ComponentStatus = keyof typeof statusLegend;

export interface StatusEntry {
  status: ComponentStatus;
  /** Why it is not stable, or what replaces it. */
  note?: string;
}

const stable: StatusEntry = { status: 'stable' };

export const componentStatus: Record<string, StatusEntry> = {
  Accordion: stable,
  ActionButton: stable,
  ArticleBody: stable,
  ArticleHeader: stable,
  ArticleMeta: stable,
  Badge: stable,
  Button: stable,
  CallToAction: stable,
  Card: stable,
  CardGrid: stable,
  CategoryFilter: stable,
  ContactForm: { status: 'beta', note: 'Changed on 2026-11-26: the line above Send on how the details are used, with its privacy link (#23).' },
  ContactInfoList: stable,
  Container: stable,
  CountryList: stable,
  DetailSections: stable,
  DocumentList: stable,
  DownloadLink: stable,
  ErrorPage: stable,
  FaqGroup: stable,
  FeatureList: stable,
  Field: stable,
  Footer: { status: 'beta', note: 'The copyright year became one text node written by the boot script (2026-11-26).' },
  Header: { status: 'beta', note: 'Reworked on 2026-11-26 (#24 first visit, #26 an island without props: its words and links come with its code).' },
  Heading: stable,
  Hero: stable,
  Icon: stable,
  IconList: stable,
  LegalDocument: stable,
  Logo: stable,
  MediaCard: stable,
  MedicationCategories: stable,
  MessagesProvider: stable,
  NewsBrowser: stable,
  NewsCard: stable,
  NewsletterForm: { status: 'beta', note: 'Double opt-in, consent line and privacy link arrived with #23 (2026-11-26).' },
  NotFound: stable,
  ProcessSteps: stable,
  Section: stable,
  ShareArticleButton: stable,
  ShareButtons: stable,
  SkipLink: stable,
  SplitLayout: stable,
  Stack: stable,
  StatCard: stable,
  Text: stable,
  Timeline: stable,
  Toast: stable,
  VideoCard: { status: 'beta', note: 'The spec leaves the player a placeholder (Video Playing, Click to pause) until the real videos exist.' },
  VisuallyHidden: stable,
  WebinarList: { status: 'beta', note: 'Register and Watch Recording still answer with an alert, as the spec describes, until registration exists.' },
};
