import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { samplePanel } from '../../stories/samples.css';
import { Specimen } from '../../stories/Specimen';
import { storyDataIn } from '../../stories/storyData';
import { StatCard } from '../StatCard';
import { Grid, Stack } from './Stack';
import { gridColumns, stackAlignments, stackDirections, stackGaps } from './Stack.css';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  subcomponents: { Grid },
  tags: ['autodocs'],
  ...localized(({ copy }) => ({
    children: copy.features.map((feature) => (
      <div key={feature} className={samplePanel}>
        {feature}
      </div>
    )),
  })),
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol'] },
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: stackGaps },
    align: { control: 'inline-radio', options: stackAlignments },
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
              {items.map((item) => (
                <StatCard key={item.label} as="li" {...item} />
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
      {storyDataIn(globals).content.home.stats.items.map((item) => (
        <StatCard key={item.label} as="li" {...item} />
      ))}
    </Grid>
  ),
};
