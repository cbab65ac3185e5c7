import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { Hero } from './Hero';

const meta = {
  title: 'Components/Hero',
  component: Hero,
  tags: ['autodocs'],
  ...localized(({ content }) => content.home.hero, { layout: 'fullscreen', siteLayout: false }),
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithStats: Story = {
  ...localized(({ copy: { hero } }) => ({
    eyebrow: hero.eyebrow,
    title: hero.title,
    lead: hero.lead,
    actions: [{ label: hero.action, href: '/contact' }],
    stats: hero.stats,
  })),
  tags: ['visual-mobile'],
};
