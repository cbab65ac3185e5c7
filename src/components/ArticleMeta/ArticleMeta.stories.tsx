import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { ArticleMeta } from './ArticleMeta';

const slug = 'waho-certification';

const meta = {
  title: 'Components/ArticleMeta',
  component: ArticleMeta,
  tags: ['autodocs'],
  ...localized(({ storyFor, content }) => {
    const { byline, date, dateLabel, readTime } = storyFor(slug);
    return { byline, date, dateLabel, readTime, label: content.newsMessages.detailsLabel };
  }),
} satisfies Meta<typeof ArticleMeta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { date, dateLabel } = storyDataIn(globals).storyFor(slug);
    await expect(within(canvasElement).getByText(asRead(dateLabel))).toHaveAttribute('datetime', date);
  },
};
