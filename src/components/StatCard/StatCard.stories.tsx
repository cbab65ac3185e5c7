import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { variantArgType } from '../../stories/variants';
import { StatCard } from './StatCard';
import { statCard } from './StatCard.css';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ value: content.home.stats.items[0]?.value ?? '', label: content.home.stats.items[0]?.label ?? '' })),
  argTypes: { tone: variantArgType(statCard, 'tone') },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = localized(({ content }) => ({
  tone: 'dark' as const,
  value: content.malariaDrugs.stats.items[2]?.value ?? '',
  label: content.malariaDrugs.stats.items[2]?.label ?? '',
}));
