import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentItem } from '../../site/resources';
import { localized } from '../../stories/localized';
import { storyDataIn } from '../../stories/storyData';
import { DocumentList } from './DocumentList';

const meta = {
  title: 'Components/DocumentList',
  component: DocumentList,
  tags: ['autodocs'],
  ...localized(({ content: { resources, resourcesMessages }, locale }) => ({
    documents: resources.documents.map((document) => documentItem(document, locale)),
    labels: { download: resourcesMessages.downloadPdf, started: resourcesMessages.downloadStarted },
  })),
} satisfies Meta<typeof DocumentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { content, href } = storyDataIn(globals);
    const links = within(canvasElement).getAllByRole('link', { name: (name) => name.startsWith(`${content.resourcesMessages.downloadPdf}: `) });
    await expect(links).toHaveLength(content.resources.documents.length);
    const folder = href('/resources');
    for (const link of links) await expect(link.getAttribute('href')).toMatch(new RegExp(`^${folder}/[a-z0-9-]+\\.pdf$`));
  },
};
