import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DetailSection, ServiceDetail } from '../../content/types';
import type { DetailServiceId } from '../../content/services/manifest';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { DetailSections } from './DetailSections';

const meta = {
  title: 'Components/DetailSections',
  component: DetailSections,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ sections: content.services.ecowas.sections }), { layout: 'fullscreen', siteLayout: false }),
  argTypes: { firstTone: { control: 'inline-radio', options: ['page', 'subtle'] } },
} satisfies Meta<typeof DetailSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One section of a given kind from a service page's content. */
const first = (kind: DetailSection['kind'], { sections }: ServiceDetail) => sections.filter((section) => section.kind === kind).slice(0, 1);

/** A story of the first section of `kind` on the service page `id`, in the toolbar's locale. */
const firstOf = (kind: DetailSection['kind'], id: DetailServiceId, args: { firstTone?: 'page' | 'subtle' } = {}) =>
  localized(({ content }) => ({ sections: first(kind, content.services[id]), ...args }));

/** All of a page's sections: prose, cards, countries with capitals and population, groups, process. */
export const EcowasPage: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      storyDataIn(globals).content.services.ecowas.sections.map((section) => section.heading),
    );
  },
};

export const Stats: Story = firstOf('stats', 'who');
export const Prose: Story = firstOf('prose', 'ama');
export const Cards: Story = firstOf('cards', 'ama');
export const Checklist: Story = firstOf('checklist', 'ama');
export const Groups: Story = {
  ...firstOf('groups', 'ama'),
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    const [section] = first('groups', content.services.ama);
    const label = section?.kind === 'groups' ? section.groups[0]?.action?.label : undefined;
    await expect(label).toBeDefined();
    for (const link of within(canvasElement).getAllByRole('link', { name: label })) {
      await expect(link).toHaveAttribute('href', href('/contact'));
    }
  },
};
export const Countries: Story = firstOf('countries', 'ecowas');
export const Process: Story = firstOf('process', 'ama');
export const RequirementGroups: Story = firstOf('groups', 'ghanaFda', { firstTone: 'subtle' });
