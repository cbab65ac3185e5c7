import type { Meta, StoryObj } from '@storybook/react-vite';
import { overviewCards } from '../../site/servicesOverview';
import { localized } from '../../stories/localized';
import { numberVariantArgType, variantArgType } from '../../stories/variants';
import { card } from '../Card/Card.css';
import { grid } from '../Stack/Stack.css';
import { CardGrid } from './CardGrid';

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ items: content.home.services.items, columns: 4 as const })),
  // Its cards' tone: the Card's own default when none is given.
  argTypes: { tone: variantArgType(card, 'tone'), columns: numberVariantArgType(grid, 'columns') },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = { tags: ['visual-mobile'] };
export const WithFeatures: Story = {
  ...localized(({ content }) => ({ items: overviewCards(content.servicesOverview, 'core'), columns: 2 as const, tone: 'raised' as const })),
  tags: ['visual-mobile'],
};
