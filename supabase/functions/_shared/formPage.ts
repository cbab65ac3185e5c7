/**
 * The page a public function answers a form posted without script with (a browser without
 * script, or whose form code failed to load), shared by the contact form (contactPage.ts) and
 * the newsletter box (newsletterPage.ts):
 *  - done: 303 See Other to a page of the site, on SITE_URL only (config.siteUrl), never on an
 *    address taken from the request (Origin, Referer, a field);
 *  - not done: an HTML page in the visitor's language (the form's hidden `locale`): a heading,
 *    what to fix or why not now, the form again with what the visitor wrote, and how to reach
 *    the company instead. No script, inline styles only. A static page cannot show posted
 *    values without script, so the answer to the POST is the page itself (Supabase rewrites
 *    text/html to text/plain for GET answers only).
 * The shell's words (the company, the theme, each locale's prefix and closing lines) come from
 * the contact form's generated copy of the site's content (contactPage.generated.ts), which the
 * locales list (locales.ts) is read from too.
 */
import type { Config } from './config.ts';
import { CONTACT_PAGE } from './contactPage.generated.ts';
import { escapeHtml } from './html.ts';
import { LOCALE_FIELD } from './locales.ts';

/** What a locale's page shell says around the form. */
export interface Shell {
  /** The locale's code, as the form's hidden `locale` field sends it. */
  lang: string;
  /** `<html lang>`, as the site's pages say it ("pt-PT"). */
  htmlLang: string;
  intl: string;
  /** The locale's path prefix on the site ('' for English). */
  prefix: string;
  /** "You can also email us at {email} or call us on {phone}." */
  contactInstead: string;
  homeLink: string;
}

const { site, paths, style } = CONTACT_PAGE;
const SHELLS: Readonly<Record<string, Shell>> = Object.fromEntries(
  Object.entries(CONTACT_PAGE.locales).map(([locale, copy]) => [
    locale,
    { lang: copy.lang, htmlLang: copy.htmlLang, intl: copy.intl, prefix: copy.prefix, contactInstead: copy.notSent.contactInstead, homeLink: copy.notSent.homeLink },
  ]),
);

/** The locale the form named, or the default one for anything else (the function then refuses the post). */
export function pageLocale(fields: Record<string, unknown>): string {
  const value = fields[LOCALE_FIELD];
  return typeof value === 'string' && Object.hasOwn(SHELLS, value) ? value : CONTACT_PAGE.defaultLocale;
}

export const shellOf = (locale: string): Shell => SHELLS[locale] ?? SHELLS[CONTACT_PAGE.defaultLocale] as Shell;

/** A page of the site in a locale, on the site's own origin ('' is the functions' origin). */
export const siteLink = (config: Config, shell: Shell, path: string): string =>
  `${config.siteUrl}${shell.prefix}${path === '/' && shell.prefix ? '' : path}`;

/** The answer to a post that went through: the browser goes on to `path` of the site, in the form's locale. */
export function seeOther(config: Config, fields: Record<string, unknown>, path: string): Response {
  const location = siteLink(config, shellOf(pageLocale(fields)), path);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** A posted field's text, or '' for a file or nothing. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `{name}` placeholders filled with HTML (already escaped); the template's own text is escaped. */
export function fillHtml(template: string, values: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name] : escapeHtml(part);
    })
    .join('');
}

/** `{name}` placeholders filled with plain text (for a message that is escaped as a whole later). */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] as string : whole));

export const formatNumber = (shell: Shell, value: number) => new Intl.NumberFormat(shell.intl).format(value);

/** The wait before a retry, in words (as the site's formatWait, in the visitor's language). */
export function waitText(shell: Shell, seconds: number): string {
  const [value, unit] = seconds <= 90 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(shell.intl, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1.0625rem/1.65 ${style.font};color:${style.text};background:#fff}
header{background:${style.brand};padding:1rem}
header a{color:${style.inverse};font-weight:700;text-decoration:none}
main{max-width:42rem;margin:0 auto;padding:2rem 1rem 3rem}
h1{font-size:1.875rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.25rem;line-height:1.5;margin:0}
p{margin:0 0 1rem}
a{color:${style.link}}
.lead{color:${style.secondary}}
.summary,.notice{border:2px solid ${style.dangerBorder};background:${style.dangerSurface};border-radius:${style.radius};padding:1rem 1.25rem;margin:0 0 1.5rem}
.summary p,.notice p{margin:.25rem 0 0}
.summary ul{margin:.5rem 0 0;padding-left:1.25rem}
.summary a{color:${style.danger};font-weight:600}
form{display:grid;gap:1.25rem;background:${style.subtle};border-radius:${style.radius};padding:1.25rem;margin:0 0 1.5rem}
form p{margin:0}
.field{display:grid;gap:.25rem}
label{font-weight:600}
.mark{color:${style.danger};margin-left:.25rem}
input,select,textarea{font:inherit;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid ${style.border};border-radius:${style.radius};background:#fff;color:${style.text}}
textarea{min-height:9rem;resize:vertical}
[aria-invalid=true]{border-color:${style.dangerBorder};box-shadow:inset 0 0 0 1px ${style.dangerBorder}}
.error{color:${style.danger};font-weight:500;font-size:.9375rem}
button{font:inherit;font-weight:600;min-height:2.75rem;padding:.625rem 1.5rem;border:0;border-radius:${style.radius};background:${style.action};color:${style.actionText};cursor:pointer;justify-self:start}
button:hover{background:${style.actionHover}}
:focus-visible,.summary:focus{outline:3px solid ${style.focusInner};outline-offset:2px}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

/** No script, inline styles only, posting only to this function (with its origin: see originRefused) and being sent on to the site. */
function pageHeaders(config: Config, extra: Record<string, string> = {}): Record<string, string> {
  const formTargets = ["'self'", config.siteUrl].filter(Boolean).join(' ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The form on this page posts back to this function, same origin: under `same-origin` the
    // browser sends that origin (no-referrer would make it `Origin: null`, which originRefused
    // refuses), and nothing leaves with a link to another origin (the site, mailto).
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy':
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`,
    ...extra,
  };
}

export interface PageParts {
  status: number;
  heading: string;
  /** Already HTML: the explanation or the list of what to fix. */
  intro: string;
  /** The form with the visitor's values, or null when they could not be read. */
  form: string | null;
  headers?: Record<string, string>;
}

/**
 * What to fix, above the form: the lead, then a summary the page opens on (announced, focused),
 * each problem a link to its field (`#field-<name>`), in the form's order.
 */
export function problemsHtml(lead: string, summary: { title: string; description?: string }, problems: ReadonlyMap<string, string>): string {
  const items = [...problems].map(([field, message]) => `<li><a href="#field-${escapeHtml(field)}">${escapeHtml(message)}</a></li>`);
  const description = summary.description ? `\n<p>${escapeHtml(summary.description)}</p>` : '';
  return `<p class="lead">${escapeHtml(lead)}</p>
<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">${escapeHtml(summary.title)}</h2>${description}
<ul>${items.join('')}</ul>
</div>`;
}

/**
 * One field: its label (and `mark`, already HTML), its message when it has one, and its control,
 * drawn by `control` from the attributes that name it and tie it to the message.
 */
export function fieldHtml(
  name: string,
  label: string,
  error: string | undefined,
  control: (attrs: string) => string,
  extra: { mark?: string; attrs?: readonly string[] } = {},
): string {
  const id = `field-${name}`;
  const errorId = `error-${name}`;
  const invalid = error ? `aria-invalid="true" aria-describedby="${errorId}"` : '';
  const attrs = [`id="${id}"`, `name="${name}"`, ...(extra.attrs ?? []), invalid].filter(Boolean).join(' ');
  const message = error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(label)}${extra.mark ?? ''}</label>${message}${control(attrs)}</div>`;
}

/** A notice above the form: why it did not go now (already HTML). */
export const noticeHtml = (message: string): string => `<div class="notice" role="alert"><p>${escapeHtml(message)}</p></div>`;

/** The hidden field that keeps the page's locale for the next post. */
export const localeInputHtml = (shell: Shell): string => `<input type="hidden" name="${LOCALE_FIELD}" value="${escapeHtml(shell.lang)}">`;

export function formPage(config: Config, shell: Shell, parts: PageParts): Response {
  const home = escapeHtml(siteLink(config, shell, paths.home));
  const contactInstead = fillHtml(shell.contactInstead, {
    email: `<a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>`,
    phone: `<a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>`,
  });
  const html = `<!doctype html>
<html lang="${escapeHtml(shell.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${parts.heading} | ${site.shortName}`)}</title>
<style>${CSS}</style>
</head>
<body>
<header><a href="${home}">${escapeHtml(site.name)}</a></header>
<main>
<h1>${escapeHtml(parts.heading)}</h1>
${parts.intro}
${parts.form ?? ''}
<p>${contactInstead}</p>
<p><a href="${home}">${escapeHtml(shell.homeLink)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status: parts.status, headers: pageHeaders(config, parts.headers) });
}
