import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { newsFilterCategories } from '../../content/types';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';

function Interactive({ label, options }: Pick<CategoryFilterProps<string>, 'label' | 'options'>) {
  const [value, setValue] = useState('All');
  return <CategoryFilter label={label} options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/CategoryFilter',
  component: CategoryFilter,
  tags: ['autodocs'],
  ...localized(({ content: { news, newsMessages } }) => ({
    label: news.page.filterLabel,
    options: [
      { value: 'All', label: news.page.allLabel },
      ...newsFilterCategories.map((category) => ({ value: category, label: newsMessages.categories[category] })),
    ],
    value: 'All',
    onChange: () => {},
  })),
  render: (args) => <Interactive label={args.label} options={args.options} />,
} satisfies Meta<typeof CategoryFilter<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Exactly one option pressed at a time: a category, another, "All" again. */
export const NewsCategories: Story = {
  play: async ({ canvasElement, globals }) => {
    const { news, newsMessages } = storyDataIn(globals).content;
    const canvas = within(canvasElement);
    const option = (name: string) => canvas.getByRole('button', { name });
    const expectOnlyPressed = async (name: string) => {
      await expect(canvas.getAllByRole('button', { pressed: true })).toEqual([option(name)]);
    };
    await expect(canvas.getByRole('group', { name: news.page.filterLabel })).toBeVisible();
    await expectOnlyPressed(news.page.allLabel);
    await userEvent.click(option(newsMessages.categories.business));
    await expectOnlyPressed(newsMessages.categories.business);
    await userEvent.click(option(news.page.allLabel));
    await expectOnlyPressed(news.page.allLabel);
    await userEvent.click(option(newsMessages.categories.legal));
    await expectOnlyPressed(newsMessages.categories.legal);
    await expect(option(news.page.allLabel)).toHaveAttribute('aria-pressed', 'false');
  },
};
