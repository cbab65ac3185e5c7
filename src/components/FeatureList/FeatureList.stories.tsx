import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { variantDefaultArgType } from '../../stories/variants';
import { FeatureList } from './FeatureList';
import { list } from './FeatureList.css';

const meta = {
  title: 'Components/FeatureList',
  component: FeatureList,
  tags: ['autodocs'],
  ...localized(({ copy }) => ({ items: copy.features })),
  argTypes: { columns: variantDefaultArgType(list, 'columns') },
} satisfies Meta<typeof FeatureList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {};
export const TwoColumns: Story = { args: { columns: 2 } };
