import type { Meta, StoryObj } from '@storybook/react-vite';
import { overviewCards } from '../../site/servicesOverview';
import { localized } from '../../stories/localized';
import { CardGrid } from './CardGrid';

const meta = {
  title: 'Components/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ items: content.home.services.items, columns: 4 as const })),
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const WithFeatures: Story = localized(({ content }) => ({ items: overviewCards(content.servicesOverview, 'core'), columns: 2 as const, tone: 'raised' as const }));
