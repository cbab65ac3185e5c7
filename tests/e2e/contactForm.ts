import { expect, type Locator, type Page } from '@playwright/test';
import type { SiteContent } from '../../src/content/types';
import { en } from './content';

/**
 * The contact form's fields and button in the page's main region, by their exact labels in the
 * page's language (English by default; exact, since French "Nom" is part of "Prénom").
 */
export function contactFields(page: Page, form: SiteContent['contact']['form'] = en.contact.form) {
  const main = page.getByRole('main');
  return {
    main,
    firstName: main.getByRole('textbox', { name: form.fields.firstName.label, exact: true }),
    lastName: main.getByRole('textbox', { name: form.fields.lastName.label, exact: true }),
    email: main.getByRole('textbox', { name: form.fields.email.label, exact: true }),
    phone: main.getByRole('textbox', { name: form.fields.phone.label, exact: true }),
    organization: main.getByRole('textbox', { name: form.fields.organization.label, exact: true }),
    service: main.getByRole('combobox', { name: form.fields.service.label, exact: true }),
    message: main.getByRole('textbox', { name: form.fields.message.label, exact: true }),
    submit: main.getByRole('button', { name: form.submit, exact: true }),
  };
}

/**
 * The spec's validation order (section 5), with the words of the page's form: an empty Send
 * marks the three required fields and focuses the first; required fields come before the
 * e-mail's at-sign; then the e-mail alone is marked. `toast` is the page's toast list item.
 */
export async function expectValidationOrder(page: Page, form: SiteContent['contact']['form'], toast: Locator): Promise<void> {
  const f = contactFields(page, form);
  await f.submit.click();
  await expect(toast).toContainText(form.toasts.validation.title);
  await expect(toast).toContainText(form.toasts.validation.description);
  await expect(f.firstName).toBeFocused();
  for (const [input, error] of [
    [f.firstName, form.fieldErrors.firstName],
    [f.email, form.fieldErrors.email],
    [f.message, form.fieldErrors.message],
  ] as const) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(error);
  }
  await expect(f.lastName).not.toHaveAttribute('aria-invalid');

  // Required fields are checked before the e-mail's format.
  await f.email.fill('no-at-sign');
  await f.submit.click();
  await expect(toast).toContainText(form.toasts.validation.title);

  await f.firstName.fill('Ama');
  await f.message.fill('We would like a quote.');
  await f.submit.click();
  await expect(toast).toContainText(form.toasts.invalidEmail.title);
  await expect(toast).toContainText(form.toasts.invalidEmail.description);
  await expect(f.email).toBeFocused();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription(form.fieldErrors.emailInvalid);
  await expect(f.firstName).not.toHaveAttribute('aria-invalid');
}
