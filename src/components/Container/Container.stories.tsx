import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { samplePanel } from '../../stories/samples.css';
import { optionsArgType, styleVariantNames } from '../../stories/variants';
import { Container } from './Container';
import { containerWidth } from './Container.css';

const meta = {
  title: 'Components/Container',
  component: Container,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ children: <p className={samplePanel}>{content.about.story.paragraphs[0]}</p> }), {
    layout: 'fullscreen',
    siteLayout: false,
  }),
  argTypes: { width: optionsArgType(styleVariantNames(containerWidth)) },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's column: the header, the bands and the footer all line up on it. */
export const Wide: Story = {};

/** The reading measure: article bodies and legal texts. */
export const Prose: Story = { args: { width: 'prose' } };
