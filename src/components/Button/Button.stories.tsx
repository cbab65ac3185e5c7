import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { Specimen } from '../../stories/Specimen';
import { storyDataIn } from '../../stories/storyData';
import { namesControl, styleVariantNames } from '../../stories/variants';
import { anyIconNames } from '../Icon/iconNames';
import { Stack } from '../Stack';
import { Button, ButtonLink } from './Button';
import { buttonSize, buttonVariantNames } from './Button.css';

const onClick = fn();

const meta = {
  title: 'Components/Button',
  component: Button,
  subcomponents: { ButtonLink },
  tags: ['autodocs'],
  // The variants' and sizes' types, defaults and controls come from react-docgen (Button.css.ts).
  ...localized(({ content }) => ({ children: content.malariaDrugs.cta.actions[0]?.label, onClick })),
  argTypes: { icon: namesControl(anyIconNames), iconEnd: namesControl(anyIconNames) },
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

const sizeNames = styleVariantNames(buttonSize);

/** Each size, named by its code name: `md` unless the place asks for another (`sm` in cards, lists and share rows). */
export const Sizes: Story = {
  parameters: { sameInEveryLocale: sizeNames },
  render: (args) => (
    <Stack direction="row" gap="lg" align="start">
      {sizeNames.map((size) => (
        <Specimen key={size} name={size}>
          <Button {...args} size={size} />
        </Specimen>
      ))}
    </Stack>
  ),
};

/** The states the stylesheet draws: those a pointer or keyboard gives are forced (storybook-addon-pseudo-states). */
const forcedStates = ['hover', 'focus-visible', 'active'] as const;
const stateRows = ['default', ...forcedStates, 'disabled'] as const;
type StateRow = (typeof stateRows)[number];
const stateName = (state: StateRow) => (state === 'default' ? state : `:${state}`);
const isForced = (state: StateRow): state is (typeof forcedStates)[number] => (forcedStates as readonly string[]).includes(state);

/**
 * Every variant at rest, hovered, focused from the keyboard, pressed and disabled. The addon
 * rewrites the page's `:hover`, `:focus-visible` and `:active` rules onto its classes
 * (`pseudo-hover`...), so each button looks exactly as the stylesheet draws that state; where a
 * state has no rule of its own (`:active`), it looks as at rest. The buttons carry the classes
 * from their first render rather than through `parameters.pseudo`, whose classes the addon
 * adds on a timer after the story has rendered (a `freeze=finished` shot stops that timer).
 */
export const States: Story = {
  parameters: { sameInEveryLocale: [...buttonVariantNames, ...stateRows.map(stateName)] },
  render: (args) => (
    <Stack gap="md">
      {stateRows.map((state) => (
        <Specimen key={state} name={stateName(state)}>
          <Stack direction="row" gap="sm">
            {buttonVariantNames.map((variant) => (
              <Button key={variant} {...args} variant={variant} disabled={state === 'disabled'} className={isForced(state) ? `pseudo-${state}` : undefined}>
                {variant}
              </Button>
            ))}
          </Stack>
        </Specimen>
      ))}
    </Stack>
  ),
};
