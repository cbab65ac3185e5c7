import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { localized } from '../../stories/localized';
import { ContactInfoList } from './ContactInfoList';

const meta = {
  title: 'Components/ContactInfoList',
  component: ContactInfoList,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ items: content.contact.info.items })),
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof ContactInfoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail and phone are links (mailto:, tel:); the place and the hours are plain text. */
export const ContactPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(canvas.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
