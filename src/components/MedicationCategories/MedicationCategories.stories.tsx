import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { malariaDrugs } from '../../content/en/malariaDrugs';
import { MedicationCategories } from './MedicationCategories';

const meta = {
  title: 'Components/MedicationCategories',
  component: MedicationCategories,
  args: { categories: malariaDrugs.categories.items },
} satisfies Meta<typeof MedicationCategories>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MalariaMedicines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(malariaDrugs.categories.items.length);
    await expect(canvas.getAllByText('Artemether/Lumefantrine').length).toBeGreaterThan(0);
  },
};

export const OneCategory: Story = { args: { categories: malariaDrugs.categories.items.slice(3) } };
