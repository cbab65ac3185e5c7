import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { ProcessSteps } from './ProcessSteps';

const meta = {
  title: 'Components/ProcessSteps',
  component: ProcessSteps,
  tags: ['autodocs'],
  ...localized(({ copy }) => ({ steps: copy.processSteps })),
} satisfies Meta<typeof ProcessSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = {
  play: async ({ canvasElement, globals }) => {
    const { processSteps } = storyDataIn(globals).copy;
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(processSteps.length);
    await expect(items[0]).toHaveTextContent(processSteps[0]?.timeline ?? '');
  },
};
