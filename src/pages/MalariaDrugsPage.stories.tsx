import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { servicePath } from '../content/services/manifest';
import { catalogFileName, catalogHref } from '../lib/downloads';
import { storyDataIn } from '../stories/storyData';
import MalariaDrugsPage from './MalariaDrugsPage';

const meta = {
  title: 'Pages/Services/Malaria Drugs',
  component: MalariaDrugsPage,
  parameters: { layout: 'fullscreen', route: servicePath('malariaDrugs') },
  args: { path: servicePath('malariaDrugs') },
} satisfies Meta<typeof MalariaDrugsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MalariaDrugs: Story = {
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    const { malariaDrugs } = content;
    const main = within(within(canvasElement).getByRole('main'));
    const { catalog } = malariaDrugs;
    const view = main.getByRole('link', { name: new RegExp(catalog.viewLabel) });
    await expect(view).toHaveAttribute('href', href(catalogHref(catalog.fileSlug)));
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: new RegExp(catalog.downloadLabel) })).toHaveAttribute('download', catalogFileName(catalog.fileSlug));
    for (const category of malariaDrugs.categories.items) {
      await expect(main.getByRole('heading', { level: 3, name: category.title })).toBeVisible();
    }
  },
};
