import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { NotFound } from './NotFound';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  ...localized(({ content: { notFound } }) => ({ code: notFound.code, heading: notFound.heading, text: notFound.text, action: notFound.action })),
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {};
