import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyDataIn } from '../stories/storyData';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';

/** Heading and Text: the type scale from tokens/typography.ts. */
const meta = {
  title: 'Components/Typography',
  render: (_args, { globals }) => {
    const { typography } = storyDataIn(globals).copy;
    return (
      <Stack gap="md">
        <Text eyebrow tone="accent">
          {typography.eyebrow}
        </Text>
        <Heading level={1}>{typography.display}</Heading>
        <Heading level={2}>{typography.section}</Heading>
        <Heading level={3}>{typography.card}</Heading>
        <Text size="lg" tone="secondary">
          {typography.lead}
        </Text>
        <Text>{typography.body}</Text>
        <Text size="sm" tone="muted">
          {typography.small}
        </Text>
      </Stack>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {};
