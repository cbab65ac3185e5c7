import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { FeatureList } from './FeatureList';

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  tags: ['autodocs'],
  ...localized(({ copy }) => ({ items: copy.features })),
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
