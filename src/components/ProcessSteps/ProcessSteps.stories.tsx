import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from './ProcessSteps';

const meta = {
  title: 'Components/ProcessSteps',
  component: ProcessSteps,
  args: {
    steps: [
      { title: 'Assessment', description: 'We review your product, dossier and target markets.', timeline: 'Week 1-2' },
      { title: 'Strategy', description: 'A filing plan with timelines and costs.', timeline: 'Week 3-4' },
      { title: 'Implementation', description: 'Dossier preparation, submission and follow-up.' },
      { title: 'Monitoring', description: 'Renewals, variations and regulatory changes.' },
    ],
  },
} satisfies Meta<typeof ProcessSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Week 1-2');
  },
};
