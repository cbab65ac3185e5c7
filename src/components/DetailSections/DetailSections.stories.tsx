import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ama } from '../../content/en/services/ama';
import { ecowas } from '../../content/en/services/ecowas';
import { ghanaFda } from '../../content/en/services/ghanaFda';
import { who } from '../../content/en/services/who';
import type { DetailSection } from '../../content/types';
import { DetailSections } from './DetailSections';

const meta = {
  title: 'Components/DetailSections',
  component: DetailSections,
  parameters: { layout: 'fullscreen', siteLayout: false },
  args: { sections: ecowas.sections },
  argTypes: { firstTone: { control: 'inline-radio', options: ['page', 'subtle'] } },
} satisfies Meta<typeof DetailSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One section of a given kind from the real content. */
const first = (kind: DetailSection['kind'], sections: readonly DetailSection[]) => sections.filter((section) => section.kind === kind).slice(0, 1);

/** All of a page's sections: prose, cards, countries with capitals and population, groups, process. */
export const EcowasPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      ecowas.sections.map((section) => section.heading),
    );
  },
};

export const Stats: Story = { args: { sections: first('stats', who.sections) } };
export const Prose: Story = { args: { sections: first('prose', ama.sections) } };
export const Cards: Story = { args: { sections: first('cards', ama.sections) } };
export const Checklist: Story = { args: { sections: first('checklist', ama.sections) } };
export const Groups: Story = {
  args: { sections: first('groups', ama.sections) },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link', { name: 'Get Harmonization Support' })) {
      await expect(link).toHaveAttribute('href', '/contact');
    }
  },
};
export const Countries: Story = { args: { sections: first('countries', ecowas.sections) } };
export const Process: Story = { args: { sections: first('process', ama.sections) } };
export const RequirementGroups: Story = { args: { sections: first('groups', ghanaFda.sections), firstTone: 'subtle' } };
