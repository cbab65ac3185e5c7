import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContent } from '../../stories/siteData';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Cannot read properties of undefined (reading "title")'), labels: storyContent.messages.errorPage },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RenderError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeVisible();
    await expect(canvas.getByText(/reading "title"/)).toBeVisible();
  },
};
