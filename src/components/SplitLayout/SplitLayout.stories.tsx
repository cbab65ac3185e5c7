import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Heading } from '../Heading';
import { IconList } from '../IconList';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SplitLayout } from './SplitLayout';

const meta = {
  title: 'Components/SplitLayout',
  component: SplitLayout,
  tags: ['autodocs'],
  ...localized(({ content: { about, contact } }) => ({
    main: (
      <Stack gap="md">
        <Heading level={2} size="lg">
          {about.story.heading}
        </Heading>
        {about.story.paragraphs.slice(0, 2).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
    ),
    side: (
      <Stack gap="lg">
        <Heading level={2} size="lg">
          {contact.why.heading}
        </Heading>
        <IconList items={contact.why.items} />
      </Stack>
    ),
  })),
} satisfies Meta<typeof SplitLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main column comes first in reading order at every width; the side one follows it on phones. */
export const MainAndSide: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvasElement, globals }) => {
    const { about, contact } = storyDataIn(globals).content;
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([about.story.heading, contact.why.heading]);
  },
};
