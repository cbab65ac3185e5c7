import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
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

export const ShowsOneAtATime: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { download, validation } = toasts(story);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: story.copy.toast.defaultButton }));
    await expect(await body.findByText(asRead(download.title))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: story.copy.toast.destructiveButton }));
    await expect(await body.findByText(asRead(validation.title))).toBeInTheDocument();
    await expect(body.queryByText(asRead(download.title))).not.toBeInTheDocument();
  },
};
