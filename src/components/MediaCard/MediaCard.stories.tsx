import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadLink } from '../DownloadLink';
import { Badge } from '../Badge';
import { guides } from '../../content/en/resources';
import type { Guide } from '../../content/types';
import { MediaCard } from './MediaCard';

const guide = guides[2] as Guide;

const meta = {
  title: 'Components/MediaCard',
  component: MediaCard,
  args: {
    image: guide.image,
    title: guide.title,
    eyebrow: (
      <>
        <Badge>{guide.category}</Badge>
        <Badge tone="neutral">{guide.size}</Badge>
      </>
    ),
    children: <p>{guide.description}</p>,
    footer: <DownloadLink href="/resources/aripo-trademark-handbook.pdf" fileName="aripo-trademark-handbook.pdf" label="Download" variant="primary" />,
  },
} satisfies Meta<typeof MediaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {};
export const Featured: Story = { args: { layout: 'featured', headingLevel: 2 } };
