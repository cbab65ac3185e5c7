/**
 * How send-contact-email answers the contact form posted natively (formPage.ts says how every
 * form posted without script is answered):
 *  - stored (or caught by the honeypot): 303 See Other to the site's confirmation page;
 *  - not sent: the page with the form again, every value kept, posting back to this function,
 *    and above it what to fix (422, the form's own messages in its order), when to try again
 *    (429) or that it failed on our side (503), plus the company's e-mail and phone.
 * The words come from the site's content through a generated copy (contactPage.generated.ts).
 */
import type { Config } from './config.ts';
import { CONTACT_PAGE } from './contactPage.generated.ts';
import type { FormReplies } from './endpoint.ts';
import {
  fill,
  fillHtml,
  formatNumber,
  formPage,
  localeInputHtml,
  noticeHtml,
  type PageParts,
  pageLocale,
  problemsHtml,
  fieldHtml,
  seeOther,
  shellOf,
  siteLink,
  text,
  waitText,
} from './formPage.ts';
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
    /** "We use your details only to answer you. See our {link}.", the link to the site's privacy notice. */
    privacyNotice: string;
    privacyLink: string;
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

const copyOf = (locale: string): PageCopy => COPIES[locale] ?? COPIES[CONTACT_PAGE.defaultLocale] as PageCopy;

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
      return fill(problems.tooLong, { label, max: formatNumber(shellOf(copy.lang), problem.max ?? 0) });
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
function contactFieldHtml(copy: PageCopy, field: ContactField, value: string, error: string | undefined): string {
  const { label, placeholder } = copy.form.fields[field];
  const mark = REQUIRED.has(field) ? `<span class="mark" aria-hidden="true">${escapeHtml(copy.form.requiredMark)}</span>` : '';
  const attrs = [
    REQUIRED.has(field) ? 'required' : '',
    AUTOCOMPLETE[field] ? `autocomplete="${AUTOCOMPLETE[field]}"` : '',
    placeholder ? `placeholder="${escapeHtml(placeholder)}"` : '',
  ];
  return fieldHtml(field, label, error, (attrs) => {
    // The parser drops a newline right after <textarea>: this one, not the visitor's.
    if (field === 'message') return `<textarea ${attrs} rows="6">\n${escapeHtml(value)}</textarea>`;
    if (field === 'service') {
      const options = [{ value: '', label: copy.form.servicePlaceholder }, ...copy.form.services].map((option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`
      );
      return `<select ${attrs}>${options.join('')}</select>`;
    }
    return `<input type="${INPUT_TYPE[field] ?? 'text'}" ${attrs} value="${escapeHtml(value)}">`;
  }, { mark, attrs });
}

/** The form again, every value kept, posting back to this function (no action: the page's own URL). */
function formHtml(config: Config, copy: PageCopy, fields: Record<string, unknown>, errors: Map<string, string>): string {
  const controls = FIELDS.map((field) => contactFieldHtml(copy, field, text(fields[field]), errors.get(field)));
  const privacyHref = siteLink(config, shellOf(copy.lang), CONTACT_PAGE.paths.privacy);
  const privacy = fillHtml(copy.form.privacyNotice, { link: `<a href="${escapeHtml(privacyHref)}">${escapeHtml(copy.form.privacyLink)}</a>` });
  return `<form method="post" enctype="multipart/form-data" novalidate>
${localeInputHtml(shellOf(copy.lang))}
<p class="note">${escapeHtml(copy.form.requiredNote)}</p>
${controls.join('\n')}
<div class="hidden" aria-hidden="true"><label for="field-${HONEYPOT_FIELD}">${escapeHtml(copy.form.honeypotLabel)}</label><input type="text" id="field-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<p class="note">${privacy}</p>
<button type="submit">${escapeHtml(copy.form.submit)}</button>
</form>`;
}

/** 422: what to fix, linked to its fields (the form's order), above the form with every value kept. */
function invalidPage(config: Config, copy: PageCopy, fields: Record<string, unknown>): Response {
  const problems = contactProblems(fields);
  const errors = new Map(problems.map((problem) => [problem.field ?? '', problemText(copy, problem, fields)]));
  const intro = problemsHtml(copy.notSent.invalid.text, summaryOf(copy, problems), errors);
  return formPage(config, shellOf(copy.lang), { status: 422, heading: copy.notSent.invalid.heading, intro, form: formHtml(config, copy, fields, errors) });
}

/** A notice above the form, every value kept. */
function noticePage(config: Config, copy: PageCopy, fields: Record<string, unknown>, parts: Omit<PageParts, 'intro' | 'form'> & { text: string }): Response {
  return formPage(config, shellOf(copy.lang), { ...parts, intro: noticeHtml(parts.text), form: formHtml(config, copy, fields, new Map()) });
}

/** The contact form's answers to a native post (see the top of this file). */
export const contactFormReplies: FormReplies = {
  done(config, fields, outcome) {
    if (outcome.status < 200 || outcome.status > 299) return contactFormReplies.refused(config, fields, new Error(`status ${outcome.status}`));
    return seeOther(config, fields, CONTACT_PAGE.paths.sent);
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
      const wait = waitText(shellOf(copy.lang), error.retryAfter);
      const notice = `${notSent.rateLimited.reasons[error.scope]} ${fill(notSent.rateLimited.text, { wait })}`;
      return noticePage(config, copy, fields, { status: 429, heading: notSent.rateLimited.heading, text: notice, headers: error.headers });
    }
    if (error instanceof HttpError && error.status === 413) {
      const intro = `<p class="lead">${escapeHtml(fill(notSent.tooLarge.text, { max: formatNumber(shellOf(copy.lang), LIMITS.message) }))}</p>`;
      return formPage(config, shellOf(copy.lang), { status: 413, heading: notSent.tooLarge.heading, intro, form: null });
    }
    // Not stored: our side failed (503), or the post itself could not be taken (400, 403).
    const status = error instanceof HttpError && error.status < 500 ? error.status : 503;
    return noticePage(config, copy, fields, { status, heading: notSent.unavailable.heading, text: notSent.unavailable.text });
  },
};
