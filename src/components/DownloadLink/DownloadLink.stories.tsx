import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Guide } from '../../content/types';
import { formatMessage } from '../../i18n/format';
import { fileHref, resourceFileName, resourceHref } from '../../lib/downloads';
import { localized } from '../../stories/localized';
import { namesControl, optionsArgType, styleVariantNames } from '../../stories/variants';
import { buttonSize, buttonVariantNames } from '../Button/Button.css';
import { anyIconNames } from '../Icon/iconNames';
import { clearToasts, expectToast, } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { DownloadLink } from './DownloadLink';

/** The guide the stories download: the ARIPO Trademark Handbook, in the toolbar's locale. */
const guideIn = ({ content }: StoryData) => content.resources.guides[2] as Guide;

const meta = {
  title: 'Components/DownloadLink',
  component: DownloadLink,
  tags: ['autodocs'],
  ...localized((story) => {
    const guide = guideIn(story);
    const { resourcesMessages } = story.content;
    return {
      href: fileHref(story.locale, resourceHref(guide.fileSlug)),
      fileName: resourceFileName(guide.fileSlug),
      label: resourcesMessages.download,
      context: guide.title,
      type: 'application/pdf',
      notice: { title: resourcesMessages.downloadStarted.title, description: formatMessage(resourcesMessages.downloadStarted.description, { title: guide.title }) },
    };
  }),
  // Button's variants and sizes, which react-docgen reads here as `ButtonVariants['variant']`.
  argTypes: {
    icon: namesControl(anyIconNames),
    variant: optionsArgType(buttonVariantNames),
    size: optionsArgType(styleVariantNames(buttonSize)),
  },
} satisfies Meta<typeof DownloadLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const guide = guideIn(story);
    const link = within(canvasElement).getByRole('link', { name: `${story.content.resourcesMessages.download}: ${guide.title}` });
    await expect(link).toHaveAttribute('download', resourceFileName(guide.fileSlug));
  },
};
export const Primary: Story = localized(({ content }) => ({
  variant: 'primary' as const,
  size: 'md' as const,
  label: content.resourcesMessages.downloadPdf,
  context: undefined,
}));

/**
 * A click starts the download (the browser's own, stopped here so the story saves no file)
 * and raises the notice toast, named after the guide.
 */
export const NoticeOnClick: Story = {
  beforeEach: clearToasts,
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const guide = guideIn(story);
    const { download, downloadStarted } = story.content.resourcesMessages;
    const link = within(canvasElement).getByRole('link', { name: `${download}: ${guide.title}` });
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expectToast(canvasElement, story, { title: downloadStarted.title, description: formatMessage(downloadStarted.description, { title: guide.title }) });
  },
};
