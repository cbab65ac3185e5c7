import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

/** What a video's icon-only play button says: "Play video: <title>". */
const playLabel = ({ content: { resources, resourcesMessages } }: StoryData) => `${resourcesMessages.video.play}: ${resources.videos[2]?.title}`;

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  ...localized((story) => ({ children: playLabel(story) })),
  render: (args) => (
    <Button icon="play">
      <VisuallyHidden {...args} />
    </Button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button: the hidden text is its whole accessible name. */
export const NamesAnIconButton: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: playLabel(storyDataIn(globals)) })).toBeVisible();
  },
};
