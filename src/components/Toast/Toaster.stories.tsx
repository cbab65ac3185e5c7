import { ArgTypes, Controls, Description, Heading, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InputType } from 'storybook/internal/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { clearToasts, findToastRegion } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { ToastHost, type ToastHostProps } from './ToastHost';
import { TOAST_DURATION_MS, type ToastOptions, toast } from './toastStore';

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

/**
 * `toast(options)`'s options, as a props table: what the Toast docs page lists under "toast()
 * options" (the `Options` story). Typed by ToastOptions, so a new option without a row fails.
 */
const toastOptionArgTypes = {
  title: {
    description: 'What happened, in a few words: the toast\'s heading.',
    type: { name: 'string', required: true },
    table: { type: { summary: 'string' } },
  },
  description: { description: 'One sentence more: what it means, or what to do next.', table: { type: { summary: 'string' } } },
  variant: {
    description: '`destructive` for a failure the reader must act on: drawn as an error and announced at once (assertively).',
    options: ['default', 'destructive'],
    control: 'inline-radio',
    table: { type: { summary: "'default' | 'destructive'" }, defaultValue: { summary: "'default'" } },
  },
  duration: {
    description: 'Milliseconds on screen before it closes by itself.',
    control: { type: 'number', min: 1000, step: 1000 },
    table: { type: { summary: 'number' }, defaultValue: { summary: String(TOAST_DURATION_MS) } },
  },
} satisfies Record<keyof ToastOptions, InputType>;

/** The autodocs page, with `toast()`'s options after the host's props. */
function ToastDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Heading>toast() options</Heading>
      <p>
        Any part of a page raises a toast with <code>toast(options)</code> (from <code>components/Toast</code>); the host above shows it.
      </p>
      <ArgTypes of={Options} include={Object.keys(toastOptionArgTypes)} sort="requiredFirst" />
      <Stories />
    </>
  );
}

// The story mounts the toast host itself (the global decorator's is off), with its labels as
// args; its buttons raise toasts through `toast()`, as any part of a page does.
const meta = {
  title: 'Components/Toast',
  component: ToastHost,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ labels: content.messages.toast }), { toaster: false, docs: { page: ToastDocsPage } }),
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

/** `toast(options)` with the options in the controls: the button raises the toast they describe. */
export const Options: StoryObj<ToastHostProps & ToastOptions> = {
  name: 'toast() options',
  ...localized((story) => ({ ...toasts(story).download, variant: 'default' as const, duration: TOAST_DURATION_MS })),
  argTypes: toastOptionArgTypes,
  beforeEach: clearToasts,
  render: ({ labels, ...options }, { globals }) => (
    <>
      <Button onClick={() => toast(options)}>{storyDataIn(globals).copy.toast.defaultButton}</Button>
      <ToastHost labels={labels} />
    </>
  ),
  play: async ({ canvasElement, globals, args }) => {
    const story = storyDataIn(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: story.copy.toast.defaultButton }));
    const region = await findToastRegion(canvasElement, story);
    await expect(await region.findByText(asRead(toasts(story).download.title))).toBeVisible();
    await expect(args.duration).toBe(TOAST_DURATION_MS);
  },
};
