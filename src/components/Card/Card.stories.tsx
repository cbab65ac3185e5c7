import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'ARIPO Registration',
    icon: 'stamp',
    meta: '12-18 months',
    children: 'One application designating ARIPO member states that apply the Banjul Protocol.',
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};
export const Raised: Story = { args: { tone: 'raised', footer: <ButtonLink href="/contact" size="sm" variant="secondary">Learn More</ButtonLink> } };
