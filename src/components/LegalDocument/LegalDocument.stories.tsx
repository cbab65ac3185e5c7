import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacy, terms } from '../../content/en/legal';
import { LegalDocument } from './LegalDocument';

const meta = {
  title: 'Components/LegalDocument',
  component: LegalDocument,
  args: { sections: privacy.sections, lastUpdated: privacy.lastUpdated },
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Last updated /)).toHaveAttribute('datetime', privacy.lastUpdated);
    await expect(within(canvas.getByRole('navigation')).getAllByRole('link')).toHaveLength(privacy.sections.length);
  },
};

export const TermsOfService: Story = { args: { sections: terms.sections, lastUpdated: terms.lastUpdated } };
