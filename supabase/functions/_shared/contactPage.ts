/**
 * How send-contact-email answers the contact form posted natively (a browser without script,
 * or whose form code failed to load):
 *  - stored (or caught by the honeypot): 303 See Other to the site's confirmation page, on
 *    SITE_URL only (config.siteUrl), never on an address taken from the request;
 *  - not sent: an HTML page in the visitor's language (the form's hidden `locale`) with the
 *    form again, every value kept, posting back to this function, and above it what to fix
 *    (422, the form's own messages in its order), when to try again (429) or that it failed
 *    on our side (503), plus the company's e-mail and phone. A static page cannot show posted
 *    values without script, so the answer to the POST is the page itself (Supabase rewrites
 *    text/html to text/plain for GET answers only).
 * The words come from the site's content through a generated copy (contactPage.generated.ts).
 */
import type { Config } from './config.ts';
import { CONTACT_PAGE } from './contactPage.generated.ts';
import type { FormReplies } from './endpoint.ts';
import { escapeHtml } from './html.ts';
import { HttpError } from './http.ts';
import { LOCALE_FIELD } from './locales.ts';
import { RateLimitError } from './ratelimit.ts';
import { type ContactField, contactProblems, HONEYPOT_FIELD, LIMITS, ValidationError } from './validate.ts';

type FieldText = { label: string; placeholder?: string };
type ToastText = { title: string; description: string };

/** What the page reads of a locale's copy (the generated data is checked against it). */
interface PageCopy {
  lang: string;
  intl: string;
  prefix: string;
  form: {
    requiredNote: string;
    requiredMark: string;
    fields: Record<ContactField, FieldText>;
    servicePlaceholder: string;
    services: readonly { value: string; label: string }[];
    honeypotLabel: string;
    submit: string;
    fieldErrors: { firstName: string; email: string; emailInvalid: string; message: string };
    toasts: { validation: ToastText; invalidEmail: ToastText };
  };
  notSent: {
    invalid: { heading: string; text: string };
    check: ToastText;
    problems: { tooLong: string; characters: string; email: string; phone: string; service: string };
    rateLimited: { heading: string; reasons: Record<RateLimitError['scope'], string>; text: string };
    unavailable: { heading: string; text: string };
    tooLarge: { heading: string; text: string };
    contactInstead: string;
    homeLink: string;
  };
}

const COPIES: Readonly<Record<string, PageCopy>> = CONTACT_PAGE.locales;
const FIELDS: readonly ContactField[] = CONTACT_PAGE.fields;
const { site, paths, style } = CONTACT_PAGE;

/** The locale the form named, or the default one for anything else (the function then refuses the post). */
export function pageLocale(fields: Record<string, unknown>): string {
  const value = fields[LOCALE_FIELD];
  return typeof value === 'string' && Object.hasOwn(COPIES, value) ? value : CONTACT_PAGE.defaultLocale;
}

const copyOf = (locale: string): PageCopy => COPIES[locale] ?? COPIES[CONTACT_PAGE.defaultLocale] as PageCopy;

/** A page of the site in a locale, on the site's own origin ('' is the functions' origin). */
const siteLink = (config: Config, copy: PageCopy, path: string): string =>
  `${config.siteUrl}${copy.prefix}${path === '/' && copy.prefix ? '' : path}`;

/** The confirmation page a stored message is redirected to. */
export function sentLocation(config: Config, locale: string): string {
  return siteLink(config, copyOf(locale), paths.sent);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `{name}` placeholders filled with HTML (already escaped); the template's own text is escaped. */
function fillHtml(template: string, values: Record<string, string>): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && Object.hasOwn(values, name) ? values[name] : escapeHtml(part);
    })
    .join('');
}

/** `{name}` placeholders filled with plain text (for a message that is escaped as a whole later). */
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] as string : whole));

const formatNumber = (copy: PageCopy, value: number) => new Intl.NumberFormat(copy.intl).format(value);

/** The wait before a retry, in words (as the JSON answer's retryAfterText, in the visitor's language). */
function waitText(copy: PageCopy, seconds: number): string {
  const [value, unit] = seconds <= 90 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(copy.intl, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The message shown for one problem: the form's own words where it checks the same thing. */
function problemText(copy: PageCopy, problem: ValidationError, fields: Record<string, unknown>): string {
  const field = problem.field as ContactField;
  const label = copy.form.fields[field]?.label ?? field;
  const { fieldErrors } = copy.form;
  const { problems } = copy.notSent;
  switch (problem.code) {
    case 'required':
      return field === 'firstName' || field === 'email' || field === 'message' ? fieldErrors[field] : fill(problems.characters, { label });
    case 'email':
      // The form's own check is the at-sign; past it, the server's fuller one.
      return text(fields.email).includes('@') ? problems.email : fieldErrors.emailInvalid;
    case 'tooLong':
      return fill(problems.tooLong, { label, max: formatNumber(copy, problem.max ?? 0) });
    case 'phone':
      return problems.phone;
    case 'service':
      return problems.service;
    default:
      return fill(problems.characters, { label });
  }
}

/** The summary's title and text: the form's toast for the same case, in the spec's order. */
function summaryOf(copy: PageCopy, problems: ValidationError[]): ToastText {
  if (problems.some((problem) => problem.code === 'required')) return copy.form.toasts.validation;
  if (problems.some((problem) => problem.field === 'email')) return copy.form.toasts.invalidEmail;
  return copy.notSent.check;
}

const AUTOCOMPLETE: Partial<Record<ContactField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  organization: 'organization',
};
const INPUT_TYPE: Partial<Record<ContactField, string>> = { email: 'email', phone: 'tel' };
const REQUIRED = new Set<ContactField>(['firstName', 'email', 'message']);

/** One field with its label, its message when it has one, and the value the visitor wrote. */
function fieldHtml(copy: PageCopy, field: ContactField, value: string, error: string | undefined): string {
  const id = `field-${field}`;
  const { label, placeholder } = copy.form.fields[field];
  const mark = REQUIRED.has(field) ? `<span class="mark" aria-hidden="true">${escapeHtml(copy.form.requiredMark)}</span>` : '';
  const errorId = `error-${field}`;
  const attrs = [
    `id="${id}"`,
    `name="${field}"`,
    REQUIRED.has(field) ? 'required' : '',
    AUTOCOMPLETE[field] ? `autocomplete="${AUTOCOMPLETE[field]}"` : '',
    placeholder ? `placeholder="${escapeHtml(placeholder)}"` : '',
    error ? `aria-invalid="true" aria-describedby="${errorId}"` : '',
  ].filter(Boolean).join(' ');
  let control: string;
  if (field === 'message') {
    // The parser drops a newline right after <textarea>: this one, not the visitor's.
    control = `<textarea ${attrs} rows="6">\n${escapeHtml(value)}</textarea>`;
  } else if (field === 'service') {
    const options = [{ value: '', label: copy.form.servicePlaceholder }, ...copy.form.services].map((option) =>
      `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`
    );
    control = `<select ${attrs}>${options.join('')}</select>`;
  } else {
    control = `<input type="${INPUT_TYPE[field] ?? 'text'}" ${attrs} value="${escapeHtml(value)}">`;
  }
  const message = error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : '';
  return `<div class="field"><label for="${id}">${escapeHtml(label)}${mark}</label>${message}${control}</div>`;
}

/** The form again, every value kept, posting back to this function (no action: the page's own URL). */
function formHtml(copy: PageCopy, fields: Record<string, unknown>, errors: Map<string, string>): string {
  const controls = FIELDS.map((field) => fieldHtml(copy, field, text(fields[field]), errors.get(field)));
  return `<form method="post" enctype="multipart/form-data" novalidate>
<input type="hidden" name="${LOCALE_FIELD}" value="${escapeHtml(copy.lang)}">
<p class="note">${escapeHtml(copy.form.requiredNote)}</p>
${controls.join('\n')}
<div class="hidden" aria-hidden="true"><label for="field-${HONEYPOT_FIELD}">${escapeHtml(copy.form.honeypotLabel)}</label><input type="text" id="field-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(copy.form.submit)}</button>
</form>`;
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

/** No script, inline styles only, posting only to this function and being sent on to the site. */
function pageHeaders(config: Config, extra: Record<string, string> = {}): Record<string, string> {
  const formTargets = ["'self'", config.siteUrl].filter(Boolean).join(' ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy':
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; base-uri 'none'; frame-ancestors 'none'`,
    ...extra,
  };
}

interface PageParts {
  status: number;
  heading: string;
  /** Already HTML: the explanation or the list of what to fix. */
  intro: string;
  /** The form with the visitor's values, or null when they could not be read. */
  form: string | null;
  headers?: Record<string, string>;
}

function page(config: Config, copy: PageCopy, parts: PageParts): Response {
  const home = escapeHtml(siteLink(config, copy, paths.home));
  const contactInstead = fillHtml(copy.notSent.contactInstead, {
    email: `<a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a>`,
    phone: `<a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>`,
  });
  const html = `<!doctype html>
<html lang="${escapeHtml(copy.lang)}">
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
<p><a href="${home}">${escapeHtml(copy.notSent.homeLink)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status: parts.status, headers: pageHeaders(config, parts.headers) });
}

/** 422: what to fix, linked to its fields (the form's order), above the form with every value kept. */
function invalidPage(config: Config, copy: PageCopy, fields: Record<string, unknown>): Response {
  const problems = contactProblems(fields);
  const errors = new Map(problems.map((problem) => [problem.field ?? '', problemText(copy, problem, fields)]));
  const summary = summaryOf(copy, problems);
  const items = [...errors].map(([field, message]) => `<li><a href="#field-${escapeHtml(field)}">${escapeHtml(message)}</a></li>`);
  const intro = `<p class="lead">${escapeHtml(copy.notSent.invalid.text)}</p>
<div class="summary" role="alert" aria-labelledby="summary-title" tabindex="-1" autofocus>
<h2 id="summary-title">${escapeHtml(summary.title)}</h2>
<p>${escapeHtml(summary.description)}</p>
<ul>${items.join('')}</ul>
</div>`;
  return page(config, copy, { status: 422, heading: copy.notSent.invalid.heading, intro, form: formHtml(copy, fields, errors) });
}

/** A notice above the form, every value kept. */
function noticePage(config: Config, copy: PageCopy, fields: Record<string, unknown>, parts: Omit<PageParts, 'intro' | 'form'> & { text: string }): Response {
  const intro = `<div class="notice" role="alert"><p>${escapeHtml(parts.text)}</p></div>`;
  return page(config, copy, { ...parts, intro, form: formHtml(copy, fields, new Map()) });
}

/** The contact form's answers to a native post (see the top of this file). */
export const contactFormReplies: FormReplies = {
  done(config, fields, outcome) {
    if (outcome.status < 200 || outcome.status > 299) return contactFormReplies.refused(config, fields, new Error(`status ${outcome.status}`));
    return new Response(null, { status: 303, headers: { Location: sentLocation(config, pageLocale(fields)), 'Cache-Control': 'no-store' } });
  },
  refused(config, fields, error) {
    const copy = copyOf(pageLocale(fields));
    const { notSent } = copy;
    // A locale no page of ours sends: nothing the visitor can correct in the form. The page
    // again (in English, with the default locale in its hidden field) lets them send it as is.
    if (error instanceof ValidationError && error.field === LOCALE_FIELD) {
      return noticePage(config, copy, fields, { status: 400, heading: notSent.unavailable.heading, text: notSent.unavailable.text });
    }
    if (error instanceof ValidationError && error.field) return invalidPage(config, copy, fields);
    if (error instanceof RateLimitError) {
      const text = `${notSent.rateLimited.reasons[error.scope]} ${fill(notSent.rateLimited.text, { wait: waitText(copy, error.retryAfter) })}`;
      return noticePage(config, copy, fields, { status: 429, heading: notSent.rateLimited.heading, text, headers: error.headers });
    }
    if (error instanceof HttpError && error.status === 413) {
      const intro = `<p class="lead">${escapeHtml(fill(notSent.tooLarge.text, { max: formatNumber(copy, LIMITS.message) }))}</p>`;
      return page(config, copy, { status: 413, heading: notSent.tooLarge.heading, intro, form: null });
    }
    // Not stored: our side failed (503), or the post itself could not be taken (400, 403).
    const status = error instanceof HttpError && error.status < 500 ? error.status : 503;
    return noticePage(config, copy, fields, { status, heading: notSent.unavailable.heading, text: notSent.unavailable.text });
  },
};
