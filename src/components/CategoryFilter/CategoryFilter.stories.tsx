import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { newsFilterCategories } from '../../content/types';
import { storyContent } from '../../stories/siteData';
import { CategoryFilter } from './CategoryFilter';

const newsPage = storyContent.news.page;
const options = [
  { value: 'All', label: newsPage.allLabel },
  ...newsFilterCategories.map((category) => ({ value: category, label: storyContent.newsMessages.categories[category] })),
];

function Interactive() {
  const [value, setValue] = useState('All');
  return <CategoryFilter label={newsPage.filterLabel} options={options} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/CategoryFilter',
  component: CategoryFilter,
  args: { label: newsPage.filterLabel, options, value: 'All', onChange: () => {} },
  render: () => <Interactive />,
} satisfies Meta<typeof CategoryFilter<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewsCategories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Legal' }));
    await expect(canvas.getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};
