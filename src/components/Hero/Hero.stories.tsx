import type { Meta, StoryObj } from '@storybook/react-vite';
import { home } from '../../content/en/home';
import { Hero } from './Hero';

const meta = { title: 'Components/Hero', component: Hero, parameters: { layout: 'fullscreen', siteLayout: false }, args: home.hero } satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithStats: Story = {
  args: {
    eyebrow: 'Regional trademarks',
    title: 'ARIPO Trademark Services',
    lead: 'One filing, protection across the member states of the African Regional Intellectual Property Organization.',
    actions: [{ label: 'Start ARIPO Application', href: '/contact' }],
    stats: [
      { value: '19', label: 'Member states covered' },
      { value: '70%', label: 'Cost savings' },
      { value: '12-18 months', label: 'Typical timeline' },
      { value: '1976', label: 'Established' },
    ],
  },
};
