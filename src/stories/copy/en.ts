/**
 * The stories' own sample words: what a story shows that the site itself never says (a
 * sample accordion, the type scale's specimen lines, a hero with its stats...). English is
 * the source; `fr.ts` and `pt.ts` hold the same fields (`tsc` holds them to this shape, and
 * copy.test.ts to the site's translation check). Everything else a story shows is the
 * site's content, in the toolbar's locale.
 */
import type { Breakpoint, HeaderBreakpoint } from '../../../tokens/breakpoints';

export const en = {
  accordion: [
    { question: 'How quickly do you respond to quote requests?', answer: 'Within 24 hours on working days.' },
    { question: 'Which countries do you cover?', answer: 'Twelve African countries, with offices in Accra.' },
  ],
  card: {
    title: 'ARIPO Registration',
    meta: '12-18 months',
    text: 'One application designating ARIPO member states that apply the Banjul Protocol.',
    action: 'Learn More',
  },
  /** What the contact form's stories type, and the reason their simulated function gives. */
  contactForm: { firstName: 'Ama', message: 'We would like a quote.', serverReason: 'Message is too long' },
  features: ['WHO-prequalified products', 'Cold chain management', 'Batch quality testing', 'Reliable distribution'],
  /** The Foundations pages (src/stories/foundations/): their headings, column names and samples. */
  foundations: {
    columns: {
      name: 'Name',
      value: 'Value',
      colour: 'Colour',
      sample: 'Sample',
      size: 'Size',
      lineHeight: 'Line height',
      width: 'Width',
      meaning: 'What it means',
      condition: 'Condition',
    },
    colour: {
      title: 'Colour',
      intro: 'Components use the colour roles only; each role takes a value of the palette. Every text and background pair the design uses is listed with its WCAG contrast ratio, and the unit tests hold each one to AA.',
      roles: 'Colour roles',
      palette: 'Palette',
      contrast: 'Contrast pairs',
      foreground: 'Foreground',
      background: 'Background',
      /** Before the surface a translucent background lies on. */
      over: 'over',
      use: 'Use',
      uses: { text: 'Body text', 'large-text': 'Large text', ui: 'Interface part' },
      ratio: 'Contrast ratio',
      required: 'AA asks for',
      result: 'Result',
      passes: 'Passes AA',
      fails: 'Fails AA',
      sampleText: 'Text',
    },
    typography: {
      title: 'Typography',
      intro: 'One variable sans-serif family, self-hosted. Body text is 17 px, for reading on phones.',
      scale: 'Type scale',
      weights: 'Weights',
      families: 'Families',
      letterSpacing: 'Letter spacing',
      fallback: 'Fallback font',
      fallbackIntro: 'Until the web font has arrived, a local font adjusted to take the same room: the swap moves nothing on the page.',
      sample: 'Registering medicines across West Africa',
    },
    spacing: {
      title: 'Spacing',
      intro: 'Spacing on a 4 px grid: every gap, padding and margin takes one of these steps.',
      space: 'Space',
      sizes: 'Sizes',
      sizesIntro: 'The widths of content columns, and the smallest a touch target may be.',
    },
    radii: {
      title: 'Radii',
      intro: 'Corner radii of cards, buttons and fields.',
    },
    shadows: {
      title: 'Shadows',
      intro: 'Soft, low shadows: depth without decoration.',
    },
    breakpoints: {
      title: 'Breakpoints',
      intro: 'Styles are written for phones first and grow at these widths. The viewport toolbar offers each of them.',
      page: 'Page breakpoints (width of the window)',
      header: 'Header breakpoints (width of the header itself)',
      mediaQueries: 'Media queries',
      headerQueries: 'Container queries of the header',
      meanings: {
        mobile: 'Phones: the base styles, from the narrowest screen.',
        tablet: 'Tablets: the page’s side padding grows and grids take two columns.',
        desktop: 'Laptops and wider: grids take three or four columns.',
        menuLabel: 'The menu button shows its word beside its icon. Narrower, the icon alone, so the site name keeps its two lines.',
        inlineNavigation: 'The whole navigation in one row. Narrower, it moves behind the menu button.',
      } satisfies Record<Breakpoint | HeaderBreakpoint, string>,
    },
    motion: {
      title: 'Motion',
      intro: 'Short, calm transitions. When the system asks for reduced motion, every one is switched off, these samples included.',
      durations: 'Durations',
      easings: 'Easings',
      play: 'Play',
    },
    zIndex: {
      title: 'Stacking order (z-index)',
      intro: 'Which layer lies above which: the header above the page, the menu above the header, the skip link and the notifications above everything.',
    },
    designTokens: {
      title: 'Design tokens',
      intro: 'Every token of these pages in one file, in the format of the W3C Design Tokens Community Group (2025.10). It is generated from the code, so it always says what the site uses: load it in Figma with Tokens Studio, or in any tool that reads the format.',
      download: 'Download tokens.json',
      forDesignTools: 'These tokens for Figma and other design tools: the Design tokens page says how to load the file.',
      contents: 'What the file holds',
      contentsIntro: 'One group for each set of tokens in the code, each of one type of the format. The colour roles refer to palette entries, so a role stays linked to its colour in the design tool.',
      group: 'Group',
      type: 'Token type',
      count: 'Number of tokens',
      customProperties: 'Custom properties',
      notInStylesheet: 'None: not in the stylesheet',
      tokensStudio: 'Load it in Tokens Studio for Figma',
      steps: [
        'Download the file with the button above.',
        'In Figma, open the Tokens Studio plugin. In its settings, choose the token format W3C DTCG.',
        'On the Tokens tab, open Tools, choose Load from file or folder, then File, and pick the file: its groups appear as one token set.',
        'To turn the tokens into Figma variables and styles, open Styles and Variables and choose Export.',
        'To stay in step without downloading again, sync instead: in the settings, add the repository as a GitHub sync provider with the file’s path below, then pull after each change.',
      ],
      filePath: 'The file’s path in the repository:',
      editInCode: 'Change the tokens in the code, not in the design tool: the file is written again from the code, and a unit test fails when it no longer says what the code says.',
      inBrowser: 'In the browser',
      inBrowserIntro: 'Each token of the theme is a CSS custom property named after the token, the name the browser’s developer tools show. The token pages list it under each token; for example:',
      property: 'Custom property',
    },
    icons: {
      title: 'Icons',
      intro: 'Lucide glyphs, drawn from the site’s sprite. Each name is what a component asks for.',
      content: 'Content icons',
      ui: 'Interface icons',
      lucide: 'Lucide glyph',
      drawn: 'Drawn in Lucide’s style',
    },
  },
  hero: {
    eyebrow: 'Regional trademarks',
    title: 'ARIPO Trademark Services',
    lead: 'One filing, protection across the member states of the African Regional Intellectual Property Organization.',
    action: 'Start ARIPO Application',
    stats: [
      { value: '19', label: 'Member states covered' },
      { value: '70%', label: 'Cost savings' },
      { value: '12-18 months', label: 'Typical timeline' },
      { value: '1976', label: 'Established' },
    ],
  },
  layout: {
    heading: 'Section with intro',
    intro: 'Sections carry their own h2 and an optional intro.',
    figure: 'Figure',
    box: ['Box with sprinkles', 'in a Stack row'],
  },
  /** What the newsletter's simulated function answers when it refuses an address. */
  newsletter: { serverMessage: 'The mailing list is not available yet.' },
  processSteps: [
    { title: 'Assessment', description: 'We review your product, dossier and target markets.', timeline: 'Week 1-2' },
    { title: 'Strategy', description: 'A filing plan with timelines and costs.', timeline: 'Week 3-4' },
    { title: 'Implementation', description: 'Dossier preparation, submission and follow-up.' },
    { title: 'Monitoring', description: 'Renewals, variations and regulatory changes.' },
  ],
  siteLayout: { heading: 'Page content' },
  toast: { defaultButton: 'Default toast', destructiveButton: 'Destructive toast' },
  typography: {
    eyebrow: 'Eyebrow label',
    display: 'Display heading (h1)',
    section: 'Section heading (h2)',
    card: 'Card heading (h3)',
    minor: 'Small heading (h4)',
    lead: 'Lead text for introductions, set large for reading on phones.',
    body: 'Body text at 17 px with a comfortable line height.',
    small: 'Small muted text for metadata.',
  },
};

/** The shape every locale's story copy has. */
export type StoryCopy = typeof en;
