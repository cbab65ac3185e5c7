import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Guide } from '../../content/types';
import { fileHref, resourceFileName, resourceHref } from '../../lib/downloads';
import { localized } from '../../stories/localized';
import { variantArgType } from '../../stories/variants';
import { Badge } from '../Badge';
import { DownloadLink } from '../DownloadLink';
import { MediaCard } from './MediaCard';
import { card } from './MediaCard.css';

const meta = {
  title: 'Components/MediaCard',
  component: MediaCard,
  tags: ['autodocs'],
  ...localized(({ content, locale }) => {
    const guide = content.resources.guides[2] as Guide;
    return {
      image: guide.image,
      title: guide.title,
      eyebrow: (
        <>
          <Badge>{guide.category}</Badge>
          <Badge tone="neutral">{guide.size}</Badge>
        </>
      ),
      children: <p>{guide.description}</p>,
      footer: (
        <DownloadLink
          href={fileHref(locale, resourceHref(guide.fileSlug))}
          fileName={resourceFileName(guide.fileSlug)}
          label={content.resourcesMessages.download}
          variant="primary"
        />
      ),
    };
  }),
  argTypes: { layout: variantArgType(card, 'layout') },
} satisfies Meta<typeof MediaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {};
export const Featured: Story = { args: { layout: 'featured', headingLevel: 2 }, tags: ['visual-mobile'] };
