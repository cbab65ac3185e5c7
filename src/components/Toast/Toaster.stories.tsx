import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { toast } from './toastStore';

/** The Toaster is mounted by the global decorator; these buttons raise toasts through `toast()`. */
const meta = {
  title: 'Components/Toast',
  render: () => (
    <Stack direction="row" gap="sm">
      <Button onClick={() => toast({ title: 'Download Started', description: 'WAHO Certification Guide 2024 is downloading.' })}>
        Default toast
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Validation Error',
            description: 'Please fill in all required fields (Name, Email, and Message).',
            variant: 'destructive',
          })
        }
      >
        Destructive toast
      </Button>
    </Stack>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Default toast' }));
    await expect(await body.findByText('Download Started')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Destructive toast' }));
    await expect(await body.findByText('Validation Error')).toBeInTheDocument();
    await expect(body.queryByText('Download Started')).not.toBeInTheDocument();
  },
};
