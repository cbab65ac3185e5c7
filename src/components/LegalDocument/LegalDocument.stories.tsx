import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LegalContent } from '../../content/types';
import { formatDate, formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { LegalDocument } from './LegalDocument';

/** A legal document's props as its page passes them, in the toolbar's locale. */
const documentArgs = (document: LegalContent, { content: { pageMessages }, intl }: StoryData) => ({
  sections: document.sections,
  lastUpdated: document.lastUpdated,
  lastUpdatedLabel: formatMessage(pageMessages.legal.lastUpdated, { date: formatDate(intl, document.lastUpdated) }),
  contentsLabel: pageMessages.legal.contents,
});

const meta = {
  title: 'Components/LegalDocument',
  component: LegalDocument,
  tags: ['autodocs'],
  ...localized((story) => documentArgs(story.content.legal.privacy, story)),
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { privacy } = story.content.legal;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(asRead(documentArgs(privacy, story).lastUpdatedLabel))).toHaveAttribute('datetime', privacy.lastUpdated);
    await expect(within(canvas.getByRole('navigation')).getAllByRole('link')).toHaveLength(privacy.sections.length);
  },
};

export const TermsOfService: Story = localized((story) => documentArgs(story.content.legal.terms, story));
