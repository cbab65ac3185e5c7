import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { Logo, LogoMark } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  subcomponents: { LogoMark },
  tags: ['autodocs'],
  ...localized(({ headerArgs }) => headerArgs.brand),
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's home link: the mark and the wordmark, read as one name (`homeLabel`). */
export const HomeLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const { headerArgs, href } = storyDataIn(globals);
    await expect(within(canvasElement).getByRole('link', { name: headerArgs.brand.homeLabel })).toHaveAttribute('href', href('/'));
  },
};

/** The mark alone, as the footer shows it beside the company's name: decorative, hidden from assistive technology. */
export const Mark: Story = { render: () => <LogoMark /> };
