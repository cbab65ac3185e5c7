import type { Meta, StoryObj } from '@storybook/react-vite';
import { about } from '../../content/en/about';
import { Timeline } from './Timeline';

const meta = { title: 'Components/Timeline', component: Timeline, args: { entries: about.timeline.entries } } satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Milestones: Story = {};
