import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { inverseSurface } from '../../stories/samples.css';
import { Specimen } from '../../stories/Specimen';
import { storyDataIn } from '../../stories/storyData';
import { variantArgType, variantNames } from '../../stories/variants';
import { Stack } from '../Stack';
import { defaultSize, Heading, type HeadingLevel } from './Heading';
import { heading } from './Heading.css';

const headingSizes = variantNames(heading, 'size');
const headingTones = variantNames(heading, 'tone');

const levels: readonly HeadingLevel[] = [1, 2, 3, 4];

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  ...localized(({ copy }) => ({ level: 2 as const, children: copy.typography.section })),
  argTypes: {
    level: { control: 'inline-radio', options: levels },
    size: {
      ...variantArgType(heading, 'size'),
      table: {
        ...variantArgType(heading, 'size').table,
        defaultValue: { summary: 'by level', detail: levels.map((level) => `h${level}: '${defaultSize[level]}'`).join(', ') },
      },
    },
    tone: variantArgType(heading, 'tone'),
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each level at the size it takes by default: the outline and the look agree unless `size` says otherwise. */
export const Levels: Story = {
  render: (_args, { globals }) => {
    const { typography } = storyDataIn(globals).copy;
    return (
      <Stack gap="md">
        <Heading level={1}>{typography.display}</Heading>
        <Heading level={2}>{typography.section}</Heading>
        <Heading level={3}>{typography.card}</Heading>
        <Heading level={4}>{typography.minor}</Heading>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const { typography } = storyDataIn(globals).copy;
    const canvas = within(canvasElement);
    const texts = [typography.display, typography.section, typography.card, typography.minor];
    for (const [index, name] of texts.entries()) {
      await expect(canvas.getByRole('heading', { level: index + 1, name })).toBeVisible();
    }
  },
};

/** One h2 at every size, by code name: a heading can look smaller than its level where the layout asks. */
export const Sizes: Story = {
  parameters: { sameInEveryLocale: headingSizes },
  render: (args) => (
    <Stack gap="lg">
      {headingSizes.map((size) => (
        <Specimen key={size} name={size}>
          <Heading {...args} size={size} />
        </Specimen>
      ))}
    </Stack>
  ),
};

/** The tones, by code name; `inverse` is for the brand band it sits on. */
export const Tones: Story = {
  parameters: { sameInEveryLocale: headingTones },
  render: (args) => (
    <Stack gap="lg">
      {headingTones.map((tone) => (
        <Specimen key={tone} name={tone}>
          {tone === 'inverse' ? (
            <div className={inverseSurface}>
              <Heading {...args} tone={tone} />
            </div>
          ) : (
            <Heading {...args} tone={tone} />
          )}
        </Specimen>
      ))}
    </Stack>
  ),
};
