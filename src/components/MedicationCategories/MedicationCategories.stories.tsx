import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { MedicationCategories } from './MedicationCategories';

const meta = {
  title: 'Components/MedicationCategories',
  component: MedicationCategories,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ categories: content.malariaDrugs.categories.items })),
} satisfies Meta<typeof MedicationCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MalariaMedicines: Story = {
  play: async ({ canvasElement, globals }) => {
    const { items } = storyDataIn(globals).content.malariaDrugs.categories;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(items.length);
    await expect(canvas.getAllByText(asRead(items[0]?.medications[0]?.name ?? '')).length).toBeGreaterThan(0);
  },
};

export const OneCategory: Story = localized(({ content }) => ({ categories: content.malariaDrugs.categories.items.slice(3) }));
