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

export const NewsCategories: Story = {
  play: async ({ canvasElement, globals }) => {
    const { news, newsMessages } = storyDataIn(globals).content;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: newsMessages.categories.legal }));
    await expect(canvas.getByRole('button', { name: newsMessages.categories.legal })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: news.page.allLabel })).toHaveAttribute('aria-pressed', 'false');
  },
};
