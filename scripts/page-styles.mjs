// The stylesheet a page inlines: the site's rules that can apply to it. A rule stays when
// every class it needs is in the page's HTML or in the code the page may run (its islands,
// and what they may load later: the menu, the toasts, the error page), where vanilla-extract
// writes each class name it can render as a string. A rule for a part the page cannot show
// goes. Rules without classes (the reset, the fonts) always stay, and so does the theme
// (:root's custom properties), less each property that nothing left can read: no rule kept
// reads it with var(), and neither the page's HTML nor its code names it. The properties are
// named after their tokens (--color-text-primary), and a name a page never reads is bytes
// for nothing in its first round trip.
import postcss from 'postcss';

/** Parses the site's stylesheet once; `usedStylesheet` prunes a copy per page. */
export const parseStylesheet = (css) => postcss.parse(css);

/**
 * The classes a selector needs on the page. `.a:not(.b)` applies with no `.b` anywhere,
 * so a class inside `:not()` is not needed.
 */
export const classesNeeded = (selector) =>
  [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);

/**
 * What only the service worker writes into a page (src/styles/offline.css.ts): never in a
 * page's own stylesheet, the worker carries these rules (`serviceWorkerStylesheet`).
 */
export const isServiceWorkerSelector = (selector) => selector.includes('[data-offline-');

/**
 * The stylesheet without the rules whose classes `isUsed` does not know, nor the theme's
 * custom properties nothing reads (CSS text). The properties the service worker's rules read
 * stay: it writes those rules into this page's saved copy (the saved-copy line, the offline page);
 * and so do those in `alsoRead` (what the print stylesheet reads of the theme: `printReads`).
 */
export function usedStylesheet(stylesheet, isUsed, alsoRead = []) {
  const page = pruned(stylesheet, (selector) => !isServiceWorkerSelector(selector) && classesNeeded(selector).every(isUsed));
  const read = new Set([...propertiesRead(page), ...propertiesRead(pruned(stylesheet, isServiceWorkerSelector)), ...alsoRead]);
  page.walkRules(':root', (rule) => {
    rule.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop) && !isUsed(declaration.prop)) declaration.remove();
    });
    if (rule.nodes.length === 0) rule.remove();
  });
  return page.toString();
}

/**
 * Whether an at-rule is for paper: `@media print` (whose rules the print stylesheet holds
 * unwrapped) or `@page` (minified `@page:first` reaches postcss as the name "page:first").
 */
const isPageRule = (node) => /^page(:|$)/i.test(node.name);
const isPrintRule = (node) => node.type === 'atrule' && (isPageRule(node) || (node.name === 'media' && /\bprint\b/i.test(node.params)));

/**
 * The site's stylesheet parted in two: `screen`, every rule but those for paper (parsed, for
 * `usedStylesheet`), and `print`, the rules of every `@media print` block, unwrapped, and the
 * `@page` rules (CSS text). Pages inline the first and link the second with `media="print"`,
 * which the browser fetches last and never waits for (src/styles/media.ts, `printMedia`). A
 * media query that names print among other conditions is refused: its rules would need both.
 */
export function splitPrintRules(stylesheet) {
  const screen = stylesheet.clone();
  const print = postcss.root();
  screen.each((node) => {
    if (!isPrintRule(node)) return;
    if (!isPageRule(node) && node.params.trim().toLowerCase() !== 'print') throw new Error(`@media ${node.params}: only "@media print" rules can go to the print stylesheet`);
    print.append(isPageRule(node) ? node.clone() : node.nodes.map((child) => child.clone()));
    node.remove();
  });
  screen.walkAtRules((atRule) => {
    if (isPrintRule(atRule)) throw new Error(`@${atRule.name} ${atRule.params} inside @${atRule.parent?.name}: print rules belong at the top of the stylesheet`);
  });
  print.walkComments((comment) => comment.remove());
  return { screen, print: print.toString() };
}

/**
 * The theme's custom properties the print stylesheet reads and does not set itself: a page
 * keeps them in its inline theme (`usedStylesheet`'s `alsoRead`), or a printed rule would read nothing.
 */
export function printReads(printCss) {
  const print = postcss.parse(printCss);
  const set = new Set();
  print.walkDecls(/^--/, (declaration) => set.add(declaration.prop));
  return [...propertiesRead(print)].filter((name) => !set.has(name));
}

/** The rules for what the service worker writes into pages, alone (CSS text: no theme, fonts or keyframes). */
export function serviceWorkerStylesheet(stylesheet) {
  const rules = stylesheet.clone();
  rules.walkAtRules(/^(font-face|(-\w+-)?keyframes)$/i, (atRule) => atRule.remove());
  return pruned(rules, isServiceWorkerSelector).toString();
}

/** The custom properties a stylesheet's declarations read with var(). */
function propertiesRead(stylesheet) {
  const read = new Set();
  stylesheet.walkDecls((declaration) => {
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
  });
  return read;
}

/** A copy of the stylesheet with the selectors `keep` accepts, without the rules left empty, nor comments. */
function pruned(stylesheet, keep) {
  const page = stylesheet.clone();
  page.walkRules((rule) => {
    // Keyframe steps ("from", "50%") are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  page.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  // Comments (Vite marks its stylesheet with one) are bytes no browser reads.
  page.walkComments((comment) => comment.remove());
  return page;
}
