import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { NewsCategory } from '../content/types';
import { formatPlural } from '../i18n/format';
import { storyDataIn } from '../stories/storyData';
import NewsPage from './NewsPage';

const meta = {
  title: 'Pages/News',
  component: NewsPage,
  parameters: { layout: 'fullscreen', route: '/news' },
  args: { path: '/news' },
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The filter on the listed stories (the featured one stands above it): a category shows its
 * stories only and announces how many, another category, "All" again.
 */
export const FilteredToBusiness: Story = {
  play: async ({ canvasElement, globals }) => {
    const { content, intl } = storyDataIn(globals);
    const { news, newsMessages } = content;
    const canvas = within(within(canvasElement).getByRole('region', { name: news.page.listHeading }));
    const listed = news.articles.filter((article) => !article.featured);
    const shownTitles = () => canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const expectShown = async (category: NewsCategory | null) => {
      const stories = category ? listed.filter((article) => article.category === category) : listed;
      await expect(shownTitles()).toEqual(stories.map((article) => article.title));
      await expect(canvas.getByRole('status')).toHaveTextContent(formatPlural(intl, newsMessages.resultCount, stories.length));
    };
    const choose = async (label: string) => {
      await userEvent.click(canvas.getByRole('button', { name: label }));
      await expect(canvas.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    };
    await expect(canvas.getByRole('button', { name: news.page.allLabel })).toHaveAttribute('aria-pressed', 'true');
    await expectShown(null);
    await choose(newsMessages.categories.legal);
    await expectShown('legal');
    await choose(news.page.allLabel);
    await expectShown(null);
    await choose(newsMessages.categories.business);
    await expectShown('business');
    await expect(canvas.getByRole('button', { name: news.page.allLabel })).toHaveAttribute('aria-pressed', 'false');
  },
};
