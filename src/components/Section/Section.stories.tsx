import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { variantArgType, variantNames } from '../../stories/variants';
import { Text } from '../Text';
import { Section } from './Section';
import { section } from './Section.css';

const sectionTones = variantNames(section, 'tone');

const meta = {
  title: 'Components/Section',
  component: Section,
  tags: ['autodocs'],
  ...localized(
    ({ copy, content }) => ({
      heading: copy.layout.heading,
      intro: copy.layout.intro,
      children: <Text>{content.about.story.paragraphs[0]}</Text>,
    }),
    { layout: 'fullscreen', siteLayout: false },
  ),
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    tone: variantArgType(section, 'tone'),
    spacing: variantArgType(section, 'spacing'),
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its heading names the region: a screen reader's landmarks list shows the section by it. */
export const WithHeading: Story = {
  play: async ({ canvasElement, globals }) => {
    const { layout } = storyDataIn(globals).copy;
    const region = within(canvasElement).getByRole('region', { name: layout.heading });
    await expect(within(region).getByRole('heading', { level: 2, name: layout.heading })).toBeVisible();
  },
};

/** The bands a page alternates, by code name. On `brand` the heading and intro turn inverse. */
export const Tones: Story = {
  parameters: { sameInEveryLocale: sectionTones },
  render: (args) => (
    <>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} tone={tone} heading={tone} />
      ))}
    </>
  ),
};

/** No heading and the small spacing: a band that continues the one above it (a featured story under the hero). */
export const Compact: Story = { args: { heading: undefined, intro: undefined, spacing: 'sm', tone: 'subtle' } };
