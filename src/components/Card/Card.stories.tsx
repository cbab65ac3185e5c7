import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { optionsArgType, variantArgType } from '../../stories/variants';
import { ButtonLink } from '../Button';
import { iconNames } from '../Icon/iconNames';
import { Card } from './Card';
import { card as cardRecipe } from './Card.css';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  ...localized(({ copy: { card } }) => ({ title: card.title, icon: 'stamp' as const, meta: card.meta, children: card.text })),
  argTypes: { tone: variantArgType(cardRecipe, 'tone'), icon: optionsArgType(iconNames) },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {};
export const Raised: Story = localized(({ copy: { card } }) => ({
  tone: 'raised' as const,
  footer: (
    <ButtonLink href="/contact" size="sm" variant="secondary">
      {card.action}
    </ButtonLink>
  ),
}));
