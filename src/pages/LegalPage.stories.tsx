import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacy, terms } from '../content/en/legal';
import type { LegalContent } from '../content/types';
import LegalPage from './LegalPage';

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page story: its route, and a check that every section heading is there, in order. */
const legalStory = (path: string, content: LegalContent): Story => ({
  parameters: { route: path },
  args: { path },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      content.sections.map((section) => section.heading),
    );
  },
});

export const Privacy = legalStory('/privacy', privacy);
export const Terms = legalStory('/terms', terms);
