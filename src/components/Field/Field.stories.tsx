import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { SelectField, TextAreaField, TextField } from './Field';

const meta = {
  title: 'Components/Field',
  component: TextField,
  args: { label: 'Email Address', type: 'email', required: true, requiredMark: '*', placeholder: 'name@organization.org' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const WithError: Story = {
  args: { error: 'Enter a valid email address, including the @ sign.', defaultValue: 'bad-email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email Address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address, including the @ sign.');
  },
};

export const AllKinds: Story = {
  render: () => (
    <Stack gap="lg">
      <TextField label="First Name" required requiredMark="*" />
      <SelectField
        label="Service of Interest"
        options={[
          { value: '', label: 'Select a service' },
          { value: 'ARIPO Services', label: 'ARIPO Services' },
        ]}
      />
      <TextAreaField label="Message" required requiredMark="*" error="Enter your message." />
    </Stack>
  ),
};
