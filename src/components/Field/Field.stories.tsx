import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Stack } from '../Stack';
import { SelectField, TextAreaField, TextField } from './Field';

// The contact form's fields, with their words in the toolbar's locale.
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

export const Text: Story = {};

export const WithError: Story = {
  ...localized(({ content: { contact } }) => ({ error: contact.form.fieldErrors.emailInvalid, defaultValue: 'bad-email' })),
  play: async ({ canvasElement, globals }) => {
    const { form } = storyDataIn(globals).content.contact;
    const input = within(canvasElement).getByRole('textbox', { name: form.fields.email.label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(form.fieldErrors.emailInvalid);
  },
};

export const AllKinds: Story = {
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
