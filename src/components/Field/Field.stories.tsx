import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Stack } from '../Stack';
import { SelectField, TextAreaField, TextField } from './Field';

// The contact form's fields, with their words in the toolbar's locale. A line comment, not
// JSDoc: addon-docs writes a meta's JSDoc into the object as a `parameters` key of its own,
// after the spread, which would drop localized()'s parameters (the args would stay English).
const meta = {
  title: 'Components/Field',
  component: TextField,
  subcomponents: { TextAreaField, SelectField },
  tags: ['autodocs'],
  ...localized(({ content: { contact } }) => ({
    label: contact.form.fields.email.label,
    type: 'email',
    required: true,
    requiredMark: contact.form.requiredMark,
    placeholder: contact.form.fields.email.placeholder,
  })),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label alone (the required mark is for the eye; the form's note explains it), not marked invalid. */
export const Text: Story = {
  play: async ({ canvasElement, globals }) => {
    const { form } = storyDataIn(globals).content.contact;
    const input = within(canvasElement).getByRole('textbox', { name: form.fields.email.label });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('');
    await expect(within(canvasElement).getByText(form.requiredMark)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  ...localized(({ content: { contact } }) => ({ error: contact.form.fieldErrors.emailInvalid, defaultValue: 'bad-email' })),
  play: async ({ canvasElement, globals }) => {
    const { form } = storyDataIn(globals).content.contact;
    const input = within(canvasElement).getByRole('textbox', { name: form.fields.email.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(form.fieldErrors.emailInvalid);
  },
};

/** A text field, a select with its options, and a text area with its error linked to it. */
export const AllKinds: Story = {
  play: async ({ canvasElement, globals }) => {
    const { contact, serviceOptions } = storyDataIn(globals).content;
    const { fields, fieldErrors, servicePlaceholder } = contact.form;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: fields.firstName.label })).toBeRequired();
    const select = canvas.getByRole('combobox', { name: fields.service.label });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([servicePlaceholder, serviceOptions.aripo]);
    await expect(select).toHaveDisplayValue(servicePlaceholder);
    const message = canvas.getByRole('textbox', { name: fields.message.label });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(fieldErrors.message);
  },
  render: (_args, { globals }) => {
    const { contact, serviceOptions } = storyDataIn(globals).content;
    const { fields, requiredMark } = contact.form;
    return (
      <Stack gap="lg">
        <TextField label={fields.firstName.label} required requiredMark={requiredMark} />
        <SelectField
          label={fields.service.label}
          options={[
            { value: '', label: contact.form.servicePlaceholder },
            { value: 'aripo', label: serviceOptions.aripo },
          ]}
        />
        <TextAreaField label={fields.message.label} required requiredMark={requiredMark} error={contact.form.fieldErrors.message} />
      </Stack>
    );
  },
};
