import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = { title: 'Components/StatCard', component: StatCard, args: { value: '500+', label: 'Government Contracts' } } satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { args: { tone: 'dark', value: '95%', label: 'On-Time Delivery' } };
