import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LegalContent } from '../../content/types';
import { formatDate, formatMessage } from '../../i18n/format';
import { storyContent, storyIntlLocale } from '../../stories/siteData';
import { LegalDocument } from './LegalDocument';

const { legal, pageMessages } = storyContent;
const { privacy, terms } = legal;
const documentArgs = (document: LegalContent) => ({
  sections: document.sections,
  lastUpdated: document.lastUpdated,
  lastUpdatedLabel: formatMessage(pageMessages.legal.lastUpdated, { date: formatDate(storyIntlLocale, document.lastUpdated) }),
  contentsLabel: pageMessages.legal.contents,
});

const meta = {
  title: 'Components/LegalDocument',
  component: LegalDocument,
  args: documentArgs(privacy),
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

export const TermsOfService: Story = { args: documentArgs(terms) };
