import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { inverseSurface } from '../../stories/samples.css';
import { Specimen } from '../../stories/Specimen';
import { variantArgType, variantNames } from '../../stories/variants';
import { Stack } from '../Stack';
import { Text } from './Text';
import { text } from './Text.css';

const textSizes = variantNames(text, 'size');
const textTones = variantNames(text, 'tone');
const textWeights = variantNames(text, 'weight');

/** The tones made for the brand band: shown on it, as the contrast test pairs them. */
const inverseTones: readonly string[] = ['inverse', 'inverseMuted'];

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['autodocs'],
  ...localized(({ copy }) => ({ children: copy.typography.body })),
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'strong'] },
    size: variantArgType(text, 'size'),
    tone: variantArgType(text, 'tone'),
    weight: variantArgType(text, 'weight'),
    eyebrow: { control: 'boolean', table: { type: { summary: 'boolean' } } },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** `lg` for a section's intro, `md` for reading, `sm` for metadata. */
export const Sizes: Story = {
  parameters: { sameInEveryLocale: textSizes },
  render: (args) => (
    <Stack gap="lg">
      {textSizes.map((size) => (
        <Specimen key={size} name={size}>
          <Text {...args} size={size} />
        </Specimen>
      ))}
    </Stack>
  ),
};

/** Every tone, by code name, on the surface it is made for. */
export const Tones: Story = {
  parameters: { sameInEveryLocale: textTones },
  render: (args) => (
    <Stack gap="lg">
      {textTones.map((tone) => (
        <Specimen key={tone} name={tone}>
          {inverseTones.includes(tone) ? (
            <div className={inverseSurface}>
              <Text {...args} tone={tone} />
            </div>
          ) : (
            <Text {...args} tone={tone} />
          )}
        </Specimen>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  parameters: { sameInEveryLocale: textWeights },
  render: (args) => (
    <Stack gap="lg">
      {textWeights.map((weight) => (
        <Specimen key={weight} name={weight}>
          <Text {...args} weight={weight} />
        </Specimen>
      ))}
    </Stack>
  ),
};

/** The small capitals line above a heading that names its topic. */
export const Eyebrow: Story = localized(({ copy }) => ({ children: copy.typography.eyebrow, eyebrow: true, tone: 'accent' as const }));
