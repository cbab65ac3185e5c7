import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';

/** Heading and Text: the type scale from tokens/typography.ts. */
const meta = {
  title: 'Components/Typography',
  render: () => (
    <Stack gap="md">
      <Text eyebrow tone="accent">Eyebrow label</Text>
      <Heading level={1}>Display heading (h1)</Heading>
      <Heading level={2}>Section heading (h2)</Heading>
      <Heading level={3}>Card heading (h3)</Heading>
      <Text size="lg" tone="secondary">Lead text for introductions, set large for reading on phones.</Text>
      <Text>Body text at 17 px with a comfortable line height.</Text>
      <Text size="sm" tone="muted">Small muted text for metadata.</Text>
    </Stack>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {};
