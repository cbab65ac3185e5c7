import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Stack } from '../Stack';
import { Button, ButtonLink } from './Button';
import { buttonSize, buttonVariantNames } from './Button.css';
import { namesControl, optionsArgType, styleVariantNames } from '../../stories/variants';
import { anyIconNames } from '../Icon/iconNames';

const onClick = fn();

const meta = {
  title: 'Components/Button',
  component: Button,
  subcomponents: { ButtonLink },
  tags: ['autodocs'],
  ...localized(({ content }) => ({ children: content.malariaDrugs.cta.actions[0]?.label, onClick })),
  argTypes: {
    variant: optionsArgType(buttonVariantNames),
    size: optionsArgType(styleVariantNames(buttonSize)),
    icon: namesControl(anyIconNames),
    iconEnd: namesControl(anyIconNames),
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = storyDataIn(globals).content.malariaDrugs.cta.actions[0]?.label;
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Each variant, named by its code name (what a designer asks for), and the disabled state. */
export const AllVariants: Story = {
  parameters: { sameInEveryLocale: buttonVariantNames },
  render: (args, { globals }) => (
    <Stack direction="row" gap="sm">
      {buttonVariantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} disabled>
        {storyDataIn(globals).content.contact.form.sending}
      </Button>
    </Stack>
  ),
};

export const AsLink: Story = {
  render: (_args, { globals }) => (
    <ButtonLink href="/contact" icon="phone" iconEnd="arrowRight">
      {storyDataIn(globals).content.messages.header.getInTouch}
    </ButtonLink>
  ),
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    await expect(within(canvasElement).getByRole('link', { name: content.messages.header.getInTouch })).toHaveAttribute('href', href('/contact'));
  },
};
