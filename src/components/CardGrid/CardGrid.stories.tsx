import type { Meta, StoryObj } from '@storybook/react-vite';
import { home } from '../../content/en/home';
import { servicesOverview } from '../../content/en/servicesOverview';
import { CardGrid } from './CardGrid';

const meta = { title: 'Components/CardGrid', component: CardGrid, args: { items: home.services.items, columns: 4 } } satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const WithFeatures: Story = { args: { items: servicesOverview.core.items, columns: 2, tone: 'raised' } };
