import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { ErrorPage } from './ErrorPage';

/** What the browser says about the failure: the page shows it as the browser wrote it. */
const browserMessage = 'Cannot read properties of undefined (reading "title")';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ error: new Error(browserMessage), labels: content.messages.errorPage }), {
    layout: 'fullscreen',
    sameInEveryLocale: [browserMessage],
  }),
  // Its type is `unknown` (a render may throw anything): the table says what that means here.
  argTypes: { error: { control: false, table: { type: { summary: 'Error | any thrown value' } } } },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderError: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: storyDataIn(globals).content.messages.errorPage.title })).toBeVisible();
    await expect(canvas.getByText(/reading "title"/)).toBeVisible();
  },
};
