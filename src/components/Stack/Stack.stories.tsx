import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { samplePanel } from '../../stories/samples.css';
import { Specimen } from '../../stories/Specimen';
import { storyDataIn } from '../../stories/storyData';
import { variantArgType, variantNames } from '../../stories/variants';
import { StatCard } from '../StatCard';
import { Grid, type GridProps, Stack } from './Stack';
import { grid, stack } from './Stack.css';

const stackGaps = variantNames(stack, 'gap');
// Numbers as the prop takes them (a recipe's keys are strings).
const gridColumns = Object.keys(grid.classNames.variants.columns).map(Number) as NonNullable<GridProps['columns']>[];

const meta = {
  title: 'Components/Stack',
  component: Stack,
  subcomponents: { Grid },
  tags: ['autodocs'],
  ...localized(({ copy }) => ({
    children: copy.features.map((feature, index) => (
      <div key={index} className={samplePanel}>
        {feature}
      </div>
    )),
  })),
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
    direction: variantArgType(stack, 'direction'),
    gap: variantArgType(stack, 'gap'),
    align: variantArgType(stack, 'align'),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

/** A row wraps onto the next line when it runs out of width (buttons, badges). */
export const Row: Story = { args: { direction: 'row' } };

/** Every gap, by its spacing token's name. */
export const Gaps: Story = {
  parameters: { sameInEveryLocale: stackGaps },
  render: (args) => (
    <Stack gap="xl">
      {stackGaps.map((gap) => (
        <Specimen key={gap} name={gap}>
          <Stack {...args} direction="row" gap={gap} />
        </Specimen>
      ))}
    </Stack>
  ),
};

/** Grid: one column on phones, two from the tablet width, up to `columns` on wide screens. */
export const GridOfFigures: Story = {
  render: (_args, { globals }) => {
    const { items } = storyDataIn(globals).content.home.stats;
    return (
      <Stack gap="xl">
        {gridColumns.map((columns) => (
          <Specimen key={columns} name={String(columns)}>
            <Grid as="ul" columns={columns}>
              {items.map((item, index) => (
                <StatCard key={index} as="li" {...item} />
              ))}
            </Grid>
          </Specimen>
        ))}
      </Stack>
    );
  },
};

/** Dense: two columns even on phones, for short items such as figures. */
export const DenseGrid: Story = {
  render: (_args, { globals }) => (
    <Grid as="ul" dense>
      {storyDataIn(globals).content.home.stats.items.map((item, index) => (
        <StatCard key={index} as="li" {...item} />
      ))}
    </Grid>
  ),
};
