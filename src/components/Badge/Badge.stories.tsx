import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { variantArgType } from '../../stories/variants';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import { badge } from './Badge.css';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ children: content.resources.guides[0]?.category })),
  argTypes: { tone: variantArgType(badge, 'tone') },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Tones: Story = {
  render: (_args, { globals }) => {
    const { resources, messages } = storyDataIn(globals).content;
    const guide = resources.guides[0];
    return (
      <Stack direction="row" gap="sm">
        <Badge tone="brand">{guide?.category}</Badge>
        <Badge tone="accent">{messages.countryStatus.expanding}</Badge>
        <Badge tone="success">{messages.countryStatus.active}</Badge>
        <Badge tone="neutral">{guide?.size}</Badge>
      </Stack>
    );
  },
};
