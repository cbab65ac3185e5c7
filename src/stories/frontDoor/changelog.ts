/**
 * What changed in the design system (tokens/ and src/components/), newest first, for
 * designers. Kept by hand from the Git history (`git log -- tokens src/components`): a
 * published Storybook is built from a shallow clone, which has no history to read.
 * frontDoor.test.ts holds it to today's components: each folder of src/components/ is
 * named by some entry (its first one says when it arrived), and every name is a folder.
 */
export interface ChangelogEntry {
  /** ISO date of the change on main. */
  date: string;
  /** What a designer sees change, in one or two sentences. */
  change: string;
  /** The component folders it touched. */
  components: readonly string[];
  /** Whether it changed tokens/ (and so public/tokens.json and the Foundations pages). */
  tokens?: boolean;
}

export const changelog: readonly ChangelogEntry[] = [
  {
    date: '2026-11-28',
    change:
      'Props tables that tell the truth: every type written out (no “union”), defaults filled in, no control that edits React content, a function or copy the language toolbar translates. Button gains its sizes and states (hover, focus, pressed, disabled); Accordion documents each of its parts; Toast documents toast()’s options.',
    components: ['Accordion', 'Button', 'Toast', 'Heading', 'Field', 'ErrorPage'],
  },
  {
    date: '2026-11-28',
    change:
      'Pages print for the file (#25): navigation, footer, buttons and forms stay off paper, grids print in two columns, cards and steps keep together; Section takes `printed={false}` for a band of links onward.',
    components: ['Section', 'Header', 'Footer', 'Button', 'CallToAction', 'NewsletterForm', 'ContactForm', 'Stack', 'Container', 'Hero'],
  },
  {
    date: '2026-11-28',
    change:
      'WhatsApp (#25): the Icon set gains a whatsapp glyph drawn in Lucide’s style; the footer lists a chat link, a ContactInfoList item may open in a new tab, CallToAction takes further actions as children, ShareButtons adds a WhatsApp share link.',
    components: ['Icon', 'Footer', 'ContactInfoList', 'CallToAction', 'ShareButtons'],
  },
  {
    date: '2026-11-28',
    change:
      'NewsBrowser filters the cards it is given as children (NewsList), hiding those of other categories, so prerendered cards need no script of their own; MediaCard and NewsCard pass data attributes to their root. VideoCard’s unpublished screen is a part of its own (VideoPlaceholder).',
    components: ['NewsBrowser', 'NewsCard', 'MediaCard', 'VideoCard'],
  },
  {
    date: '2026-11-26',
    change:
      'Tokens leave the repository (#26): public/tokens.json in the DTCG format, generated from tokens/; the custom properties take their tokens’ names (--color-primary…); Foundations gains the Design tokens page.',
    components: ['Logo'],
    tokens: true,
  },
  {
    date: '2026-11-26',
    change: 'The newsletter box states the consent and links the privacy notice, with double opt-in (#23). The contact form says, above Send, that the details are used only to answer.',
    components: ['NewsletterForm', 'ContactForm'],
  },
  {
    date: '2026-11-26',
    change: 'A page without islands of its own loads no script (#24); the footer’s copyright year is one text node again.',
    components: ['Header', 'Footer'],
  },
  {
    date: '2026-11-24',
    change:
      'A docs page for every component (#17): props table with every variant and its values, stories, when to use it and what to use instead. Stories for the 13 folders that had none.',
    components: ['ActionButton', 'ContactInfoList', 'Container', 'Heading', 'IconList', 'Logo', 'MessagesProvider', 'NewsBrowser', 'Section', 'SkipLink', 'SplitLayout', 'Stack', 'Text'],
  },
  {
    date: '2026-11-24',
    change: 'Play functions for every interactive component: keyboard, validation order, toasts, filters, share and download (#17).',
    components: [
      'Accordion',
      'FaqGroup',
      'Header',
      'ContactForm',
      'CategoryFilter',
      'NewsBrowser',
      'Toast',
      'DownloadLink',
      'ShareButtons',
      'ShareArticleButton',
      'VideoCard',
      'WebinarList',
      'NewsletterForm',
      'Field',
    ],
  },
  {
    date: '2026-11-24',
    change: 'Foundations pages generated from tokens/: colour roles with their contrast, palette, type scale, spacing, radii, shadows, breakpoints, motion, z-index and icons (#17).',
    components: [],
    tokens: true,
  },
  {
    date: '2026-11-24',
    change:
      'French and Portuguese (#13): the header lays itself out by its own width (header breakpoints as tokens); buttons wrap a long label; country cards with capitals take one column on phones; medicine names break before they widen their card.',
    components: ['Header', 'Button', 'CountryList', 'MedicationCategories'],
    tokens: true,
  },
  {
    date: '2026-11-24',
    change: 'Works without JavaScript (#14): the phone menu is a native popover and FAQ answers are native details; toasts show within a frame of a tap.',
    components: ['Header', 'Accordion', 'FaqGroup', 'Toast'],
  },
  {
    date: '2026-11-24',
    change:
      'Tokens are the only source of colour: the video scrim and the outline button’s hover wash became colour roles. Components know no site content: every word arrives as a prop or from MessagesProvider (#12).',
    components: ['VideoCard', 'Button', 'MessagesProvider', 'SkipLink'],
    tokens: true,
  },
  {
    date: '2026-11-23',
    change: 'Islands: only the interactive parts of a page hydrate. The news listing becomes one component with its filter.',
    components: ['NewsBrowser', 'CategoryFilter'],
  },
  {
    date: '2026-11-22',
    change: 'The first design system: tokens, the theme in vanilla-extract, Radix-based accordion, toast and navigation, and the components every page is made of.',
    components: [
      'Accordion',
      'ActionButton',
      'ArticleBody',
      'ArticleHeader',
      'ArticleMeta',
      'Badge',
      'Button',
      'CallToAction',
      'Card',
      'CardGrid',
      'CategoryFilter',
      'ContactForm',
      'ContactInfoList',
      'Container',
      'CountryList',
      'DetailSections',
      'DocumentList',
      'DownloadLink',
      'ErrorPage',
      'FaqGroup',
      'FeatureList',
      'Field',
      'Footer',
      'Header',
      'Heading',
      'Hero',
      'Icon',
      'IconList',
      'LegalDocument',
      'Logo',
      'MediaCard',
      'MedicationCategories',
      'NewsCard',
      'NewsletterForm',
      'NotFound',
      'ProcessSteps',
      'Section',
      'ShareArticleButton',
      'ShareButtons',
      'SkipLink',
      'SplitLayout',
      'Stack',
      'StatCard',
      'Text',
      'Timeline',
      'Toast',
      'VideoCard',
      'VisuallyHidden',
      'WebinarList',
    ],
    tokens: true,
  },
];
