import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LegalContent } from '../content/types';
import { storyDataIn } from '../stories/storyData';
import LegalPage from './LegalPage';

const meta = {
  title: 'Pages/Legal',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A legal page story: its route, and a check that every section heading is there, in order. */
const legalStory = (path: string, documentIn: (legal: { privacy: LegalContent; terms: LegalContent }) => LegalContent): Story => ({
  parameters: { route: path },
  args: { path },
  play: async ({ canvasElement, globals }) => {
    const content = documentIn(storyDataIn(globals).content.legal);
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
    await expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      content.sections.map((section) => section.heading),
    );
  },
});

export const Privacy = legalStory('/privacy', (legal) => legal.privacy);
export const Terms = legalStory('/terms', (legal) => legal.terms);
