import type { Page } from '@playwright/test';
import { en } from './content';

const { form } = en.contact;

/** The contact form's fields and button in the page's main region, by their English labels. */
export function contactFields(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    firstName: main.getByRole('textbox', { name: form.fields.firstName.label }),
    lastName: main.getByRole('textbox', { name: form.fields.lastName.label }),
    email: main.getByRole('textbox', { name: form.fields.email.label }),
    phone: main.getByRole('textbox', { name: form.fields.phone.label }),
    organization: main.getByRole('textbox', { name: form.fields.organization.label }),
    service: main.getByRole('combobox', { name: form.fields.service.label }),
    message: main.getByRole('textbox', { name: form.fields.message.label }),
    submit: main.getByRole('button', { name: form.submit }),
  };
}
