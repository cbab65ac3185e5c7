import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureList } from './FeatureList';

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  args: { items: ['WHO-prequalified products', 'Cold chain management', 'Batch quality testing', 'Reliable distribution'] },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
