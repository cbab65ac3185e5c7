import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { IconList } from './IconList';

const meta = {
  title: 'Components/IconList',
  component: IconList,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ items: content.contact.why.items })),
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof IconList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page's reasons, each under its own heading (h3 by default, under the section's h2). */
export const WithIcons: Story = {
  play: async ({ canvasElement, globals }) => {
    const { items } = storyDataIn(globals).content.contact.why;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(items.length);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  },
};

/** Points that name no icon get the check mark. */
export const DefaultIcon: Story = localized(({ content }) => ({
  items: content.contact.why.items.map(({ title, description }) => ({ title, description })),
}));
