import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { storyContent } from '../../stories/siteData';
import { DownloadLink } from './DownloadLink';

const { resourcesMessages } = storyContent;

const meta = {
  title: 'Components/DownloadLink',
  component: DownloadLink,
  args: {
    href: '/resources/aripo-trademark-handbook.pdf',
    fileName: 'aripo-trademark-handbook.pdf',
    label: resourcesMessages.download,
    context: 'ARIPO Trademark Handbook',
    type: 'application/pdf',
    notice: { title: resourcesMessages.downloadStarted.title, description: formatMessage(resourcesMessages.downloadStarted.description, { title: 'ARIPO Trademark Handbook' }) },
  },
} satisfies Meta<typeof DownloadLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download: ARIPO Trademark Handbook' });
    await expect(link).toHaveAttribute('download', 'aripo-trademark-handbook.pdf');
  },
};
export const Primary: Story = { args: { variant: 'primary', size: 'md', label: 'Download PDF', context: undefined } };
