import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { clearToasts, findToastRegion } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ToastHost } from './ToastHost';
import { toast } from './toastStore';

/** The two toasts the buttons raise: a download notice, and the contact form's validation error. */
const toasts = ({ content }: StoryData) => {
  const { resourcesMessages, resources, contact } = content;
  return {
    download: {
      title: resourcesMessages.downloadStarted.title,
      description: formatMessage(resourcesMessages.downloadStarted.description, { title: resources.guides[0]?.title ?? '' }),
    },
    validation: { ...contact.form.toasts.validation, variant: 'destructive' as const },
  };
};

// The story mounts the toast host itself (the global decorator's is off), with its labels as
// args; its buttons raise toasts through `toast()`, as any part of a page does.
const meta = {
  title: 'Components/Toast',
  component: ToastHost,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ labels: content.messages.toast }), { toaster: false }),
  render: (args, { globals }) => {
    const story = storyDataIn(globals);
    const { download, validation } = toasts(story);
    return (
      <>
        <Stack direction="row" gap="sm">
          <Button onClick={() => toast(download)}>{story.copy.toast.defaultButton}</Button>
          <Button variant="secondary" onClick={() => toast(validation)}>
            {story.copy.toast.destructiveButton}
          </Button>
        </Stack>
        <ToastHost {...args} />
      </>
    );
  },
} satisfies Meta<typeof ToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's two buttons, and the toasts' region once the first press has shown its toast. */
async function pressAndFind(canvasElement: HTMLElement, story: StoryData) {
  const { download, validation } = toasts(story);
  const canvas = within(canvasElement);
  const press = {
    download: () => userEvent.click(canvas.getByRole('button', { name: story.copy.toast.defaultButton })),
    validation: () => userEvent.click(canvas.getByRole('button', { name: story.copy.toast.destructiveButton })),
  };
  await press.download();
  const region = await findToastRegion(canvasElement, story);
  await expect(await region.findByText(asRead(download.title))).toBeVisible();
  return { press, region, download, validation };
}

/** At most one toast: a second replaces the first, in the region named in the page's language. */
export const ShowsOneAtATime: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, globals }) => {
    const { press, region, download, validation } = await pressAndFind(canvasElement, storyDataIn(globals));
    await expect(region.getByText(asRead(download.description))).toBeVisible();
    await press.validation();
    await expect(await region.findByText(asRead(validation.title))).toBeVisible();
    await expect(region.queryByText(asRead(download.title))).not.toBeInTheDocument();
    await expect(region.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Dismissed with its close button (named in the page's language), or from the keyboard: F8 reaches the toasts, Escape closes one. */
export const Dismissed: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { press, region, download, validation } = await pressAndFind(canvasElement, story);
    await userEvent.click(region.getByRole('button', { name: story.content.messages.toast.close }));
    await waitFor(() => expect(region.queryByText(asRead(download.title))).not.toBeInTheDocument());

    await press.validation();
    await expect(await region.findByText(asRead(validation.title))).toBeVisible();
    // Radix listens for the key's code, F8.
    await userEvent.keyboard('[F8]');
    await expect(region.getByRole('list')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region.queryByText(asRead(validation.title))).not.toBeInTheDocument());
    await expect(region.queryAllByRole('listitem')).toHaveLength(0);
  },
};
