import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { newsFilterCategories } from '../../content/types';
import { formatPlural } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { NewsBrowser, type NewsBrowserProps } from './NewsBrowser';
import { NewsList } from './NewsList';

/** The news page's listed stories (every one but the featured), or those of one category. */
const listedStories = ({ content, storyFor }: StoryData, category?: string) =>
  content.news.articles
    .filter((article) => !article.featured && (!category || article.category === category))
    .map((article) => storyFor(article.slug));

/** The news page's list as the site fills it: its cards (NewsList), the filter's categories and labels. */
const browserArgs = (story: StoryData, category?: string): NewsBrowserProps => {
  const { content, intl, newsCardLabels, newsShare } = story;
  const { news, newsMessages } = content;
  const stories = listedStories(story, category);
  return {
    categories: newsFilterCategories.map((entry) => ({ value: entry, label: newsMessages.categories[entry] })),
    labels: { filter: news.page.filterLabel, all: news.page.allLabel, resultCount: newsMessages.resultCount, noResults: newsMessages.noResults },
    locale: intl,
    total: stories.length,
    children: <NewsList stories={stories} labels={newsCardLabels} share={newsShare} />,
  };
};

/** Presses a category's button, named in the toolbar's locale, and checks that it stays pressed. */
async function pressCategory(canvasElement: HTMLElement, globals: Record<string, unknown>, category: (typeof newsFilterCategories)[number]) {
  const { newsMessages } = storyDataIn(globals).content;
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: newsMessages.categories[category] });
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return canvas;
}

/** The stories' "Read more" links, named "Read more: <title>" in the toolbar's locale. */
const readMoreLinks = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) => {
  const { readMore } = storyDataIn(globals).content.newsMessages;
  return canvas.queryAllByRole('link', { name: (name: string) => name.startsWith(`${readMore}: `) });
};

const meta = {
  title: 'Components/NewsBrowser',
  component: NewsBrowser,
  tags: ['autodocs'],
  ...localized(browserArgs),
} satisfies Meta<typeof NewsBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCategories: Story = {};

/** A category pressed: only its stories stay, and the new count is announced (a status, read by screen readers). */
export const OneCategory: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { intl, content } = story;
    const canvas = await pressCategory(canvasElement, globals, 'legal');
    const shown = listedStories(story, 'legal');
    await expect(shown).not.toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(asRead(formatPlural(intl, content.newsMessages.resultCount, shown.length)));
    await expect(readMoreLinks(canvas, globals)).toHaveLength(shown.length);
  },
};

/** A category with no story yet says so, rather than leaving an empty grid. */
export const EmptyCategory: Story = {
  ...localized((story) => browserArgs(story, 'business')),
  play: async ({ canvasElement, globals }) => {
    const canvas = await pressCategory(canvasElement, globals, 'legal');
    await expect(canvas.getByText(storyDataIn(globals).content.newsMessages.noResults)).toBeVisible();
    await expect(readMoreLinks(canvas, globals)).toHaveLength(0);
  },
};
