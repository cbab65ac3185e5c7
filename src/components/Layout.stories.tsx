import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';
import { Section } from './Section';
import { Grid, Stack } from './Stack';
import { StatCard } from './StatCard';
import { tintedPanel } from './Layout.stories.css';

/** Container, Section, Stack and Grid working together. */
const meta = {
  title: 'Components/Layout',
  parameters: { layout: 'fullscreen', siteLayout: false },
  render: () => (
    <>
      <Section heading="Section with intro" intro="Sections carry their own h2 and an optional intro." tone="subtle">
        <Grid as="ul" columns={4}>
          {['500+', '15', '12', '50+'].map((value) => (
            <StatCard key={value} as="li" value={value} label="Figure" />
          ))}
        </Grid>
      </Section>
      <Container>
        <div className={tintedPanel}>
          <Stack direction="row" gap="md">
            <span>Box with sprinkles</span>
            <span>in a Stack row</span>
          </Stack>
        </div>
      </Container>
    </>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composition: Story = {};
