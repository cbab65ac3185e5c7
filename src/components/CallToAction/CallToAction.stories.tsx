import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  ...localized(({ content }) => content.home.partnership, { layout: 'fullscreen', siteLayout: false }),
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partnership: Story = {};
