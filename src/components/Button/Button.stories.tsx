import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Button, ButtonLink } from './Button';
import { buttonVariantNames } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Request Quote', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariantNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Quote' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm">
      {buttonVariantNames.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} disabled>
        Sending...
      </Button>
    </Stack>
  ),
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/contact" icon="phone" iconEnd="arrowRight">
      Get in Touch
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  },
};
