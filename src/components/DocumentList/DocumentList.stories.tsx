import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentItem } from '../../site/resources';
import { storyContent, storyLocale } from '../../stories/siteData';
import { DocumentList } from './DocumentList';

const { resources, resourcesMessages } = storyContent;
const documents = resources.documents.map((document) => documentItem(document, storyLocale));

const meta = {
  title: 'Components/DocumentList',
  component: DocumentList,
  args: { documents, labels: { download: resourcesMessages.downloadPdf, started: resourcesMessages.downloadStarted } },
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: /^Download PDF: / });
    await expect(links).toHaveLength(documents.length);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/resources\/[a-z0-9-]+\.pdf$/);
  },
};
