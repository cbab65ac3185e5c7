import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyContent } from '../../stories/siteData';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';

const newsPage = storyContent.news.page;

const meta = {
  title: 'Components/NewsletterForm',
  component: NewsletterForm,
  args: { ...newsPage.newsletter, labels: storyContent.newsMessages.newsletter, subscribe: fn<NewsletterFormProps['subscribe']>(async () => ({ ok: true, alreadySubscribed: false })) },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'ama@example');
    await userEvent.click(canvas.getByRole('button', { name: newsPage.newsletter.buttonLabel }));
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.subscribe).not.toHaveBeenCalled();
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'ama@example.com');
    await userEvent.click(canvas.getByRole('button', { name: newsPage.newsletter.buttonLabel }));
    await expect(args.subscribe).toHaveBeenCalledWith('ama@example.com');
  },
};

export const ServerRefuses: Story = {
  args: { subscribe: fn<NewsletterFormProps['subscribe']>(async () => ({ ok: false, reason: 'The mailing list is not available yet.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'ama@example.com');
    await userEvent.click(canvas.getByRole('button', { name: newsPage.newsletter.buttonLabel }));
  },
};
