import { assignVars, type GlobalStyleRule, globalStyle } from '@vanilla-extract/css';
import { fontFamily, fontWeight, shadows } from '../../tokens';
import { printMedia } from './media';
import { paper, printColor, printProperty } from './paper';
import { vars } from './theme.css';

/**
 * The printed page, for every page of the site: an A4 sheet whose margins carry the company,
 * the page's address, the day it was printed and its page number (their words come from the
 * site, src/site/SiteLayout/SitePrint.css.ts), the text in print sizes and in ink, links
 * followed by their address, and nothing split that should stay together. What a component
 * leaves off paper (navigation, buttons, forms) it says in its own style file. All of it
 * leaves the pages' inline stylesheet for the print stylesheet (src/styles/media.ts).
 */

const onPaper = (selector: string, rule: GlobalStyleRule) => globalStyle(selector, { '@media': { [printMedia]: rule } });

type Declarations = Record<string, string>;
type MarginBox = '@top-left' | '@top-right' | '@bottom-left' | '@bottom-right';
type PageRule = { [box in MarginBox]?: Declarations } & { [property: string]: string | Declarations };

/**
 * An `@page` rule and its margin boxes. vanilla-extract has no call for one, but a global
 * rule whose selector is `@page` is written out as one, and a nested object as a nested
 * block, which is what a margin box is (tests/e2e/print.spec.ts reads them in the built file).
 */
function pageRule(selector: '@page' | '@page :first', rule: PageRule) {
  globalStyle(selector, rule as GlobalStyleRule);
}

const read = (property: string, fallback?: string) => (fallback === undefined ? `var(${property})` : `var(${property}, ${fallback})`);

/** The words in the margins: small, muted, in the site's face (named, not read from the theme, which the page context does not always inherit). */
const marginText = { fontFamily: fontFamily.body, fontSize: paper.marginTextSize, lineHeight: '1.4', color: printColor.text.muted };
/** The gap between the margins' words and the page's text. */
const gap = '5mm';

pageRule('@page', {
  size: paper.size,
  margin: `${paper.margin.top} ${paper.margin.inline} ${paper.margin.bottom}`,
  '@top-left': { ...marginText, content: read(printProperty.company), verticalAlign: 'bottom', paddingBottom: gap },
  // The address, and under it the day printed when the print stamp gave one: a line of its own, or none.
  '@bottom-left': {
    ...marginText,
    content: `${read(printProperty.url, '""')} ${read(printProperty.dated, '""')}`,
    whiteSpace: 'pre-wrap',
    verticalAlign: 'top',
    paddingTop: gap,
  },
  '@bottom-right': { ...marginText, content: read(printProperty.pageNumber), whiteSpace: 'nowrap', textAlign: 'right', verticalAlign: 'top', paddingTop: gap },
});

// The first sheet's letterhead: the name, and the address, phone and e-mail across from it.
pageRule('@page :first', {
  marginTop: paper.margin.firstTop,
  '@top-left': { fontSize: paper.letterheadSize, fontWeight: fontWeight.bold, color: printColor.text.primary },
  '@top-right': { ...marginText, content: read(printProperty.contact), whiteSpace: 'pre', textAlign: 'right', verticalAlign: 'bottom', paddingBottom: gap },
});

// Every rem of the tokens counts from the print size, and the theme's colours are paper's.
const noShadows = Object.fromEntries(Object.keys(shadows).map((name) => [name, 'none'])) as Record<keyof typeof shadows, string>;
onPaper(':root', { fontSize: paper.rootFontSize, vars: { ...assignVars(vars.color, printColor), ...assignVars(vars.shadows, noShadows) } });

// A heading stays with what follows it; short blocks stay whole; no line is left alone.
onPaper('h1, h2, h3, h4, h5, h6', { breakAfter: 'avoid', breakInside: 'avoid' });
onPaper('figure, table, tr, img, svg, blockquote, pre, summary', { breakInside: 'avoid' });
onPaper('p, li, dd', { orphans: 2, widows: 2 });

onPaper('img', { maxHeight: paper.imageMaxHeight, objectFit: 'contain' });

// A link's address after its words, in full: paper has no links to follow. Not where the words
// are the address already (marked by the prerender, scripts/print-links.mjs), nor for a link
// within the page, an e-mail or a phone number, which the words say.
const address = {
  fontSize: '0.85em',
  fontWeight: fontWeight.regular,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
} as const;
onPaper('a[href^="http"]:not([data-url-shown])::after', { ...address, content: '" (" attr(href) ")"' });
onPaper('a[href^="/"]:not([data-url-shown])::after', { ...address, content: `" (" ${read(printProperty.origin)} attr(href) ")"` });

// Every answer printed, closed ones too: a native <details> (no script), and the accordion's
// closed answers, which it keeps in the page as hidden="until-found".
onPaper('details::details-content', { contentVisibility: 'visible', display: 'block' });
onPaper('[hidden="until-found"]', { contentVisibility: 'visible', display: 'block' });
