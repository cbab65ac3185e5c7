import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePanel } from '../stories/samples.css';
import { storyDataIn } from '../stories/storyData';
import { Container } from './Container';
import { Section } from './Section';
import { Grid, Stack } from './Stack';
import { StatCard } from './StatCard';

/** Container, Section, Stack and Grid working together. */
const meta = {
  title: 'Components/Layout',
  parameters: { layout: 'fullscreen', siteLayout: false },
  render: (_args, { globals }) => {
    const { layout } = storyDataIn(globals).copy;
    return (
      <>
        <Section heading={layout.heading} intro={layout.intro} tone="subtle">
          <Grid as="ul" columns={4}>
            {['500+', '15', '12', '50+'].map((value, index) => (
              <StatCard key={index} as="li" value={value} label={layout.figure} />
            ))}
          </Grid>
        </Section>
        <Container>
          <div className={samplePanel}>
            <Stack direction="row" gap="md">
              {layout.box.map((text, index) => (
                <span key={index}>{text}</span>
              ))}
            </Stack>
          </div>
        </Container>
      </>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composition: Story = {};
