import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Badge } from './Badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Regulatory' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      <Badge tone="brand">Regulatory</Badge>
      <Badge tone="accent">Expanding</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="neutral">2.1 MB</Badge>
    </Stack>
  ),
};
