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
 * stay: it writes those rules into this page's saved copy (the saved-copy line, the offline page).
 */
export function usedStylesheet(stylesheet, isUsed) {
  const page = pruned(stylesheet, (selector) => !isServiceWorkerSelector(selector) && classesNeeded(selector).every(isUsed));
  const read = new Set([...propertiesRead(page), ...propertiesRead(pruned(stylesheet, isServiceWorkerSelector))]);
  page.walkRules(':root', (rule) => {
    rule.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop) && !isUsed(declaration.prop)) declaration.remove();
    });
    if (rule.nodes.length === 0) rule.remove();
  });
  return page.toString();
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
