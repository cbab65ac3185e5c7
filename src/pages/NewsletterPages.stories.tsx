import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { NewsletterContent } from '../content/types';
import { paths } from '../routes/paths';
import { storyDataIn } from '../stories/storyData';
import { NewsletterConfirmedPage, NewsletterLinkInvalidPage, NewsletterUnsubscribedPage } from './NewsletterLinkPages';
import NewsletterSubscribedPage from './NewsletterSubscribedPage';
import type { PageProps } from './types';

/**
 * The newsletter's pages, reached only from its forms without script and from the links of
 * its e-mails (the newsletter functions' 303 answers): one story per page.
 */
const meta = {
  title: 'Pages/Newsletter',
  component: NewsletterSubscribedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewsletterSubscribedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type NewsletterPage = 'subscribed' | 'confirmed' | 'unsubscribed' | 'linkInvalid';

/**
 * The story of one page at its path: its heading is its hero's title in the toolbar's language
 * and, where it offers the box again (`box`), the newsletter form is there too.
 */
function pageStory(path: string, page: NewsletterPage, box: boolean, Page: (props: PageProps) => ReactNode): Story {
  return {
    args: { path },
    parameters: { route: path },
    render: (args) => <Page {...args} />,
    play: async ({ canvasElement, globals }) => {
      const { newsletter, news } = storyDataIn(globals).content;
      const { hero }: NewsletterContent[NewsletterPage] = newsletter[page];
      const main = within(within(canvasElement).getByRole('main'));
      await expect(main.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
      await expect(Boolean(main.queryByRole('heading', { name: news.page.newsletter.heading }))).toBe(box);
    },
  };
}

/** "Check your inbox": after a sign-up sent without script. */
export const Subscribed = pageStory(paths.newsletterSubscribed, 'subscribed', false, NewsletterSubscribedPage);

/** The confirmation link was opened: the address is subscribed. */
export const Confirmed = pageStory(paths.newsletterConfirmed, 'confirmed', false, NewsletterConfirmedPage);

/** The unsubscribe link was opened; the box offers to subscribe again. */
export const Unsubscribed = pageStory(paths.newsletterUnsubscribed, 'unsubscribed', true, NewsletterUnsubscribedPage);

/** A confirmation link that expired, was used or was replaced; the box sends a new one. */
export const LinkExpired = pageStory(paths.newsletterLinkInvalid, 'linkInvalid', true, NewsletterLinkInvalidPage);
