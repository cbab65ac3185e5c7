import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { optionsArgType } from '../../stories/variants';
import { buttonVariantNames } from '../Button/Button.css';
import { clearToasts, expectToast, findToastRegion } from '../../stories/play';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { ShareArticleButton } from './ShareArticleButton';

/** The article the stories share, and its real address in the story's locale (origin and prefix). */
const articleIn = (story: StoryData) => {
  const article = story.storyFor('who-guidelines-update');
  return { article, address: new URL(story.href(article.href), window.location.href).toString() };
};

const meta = {
  title: 'Components/ShareArticleButton',
  component: ShareArticleButton,
  tags: ['autodocs'],
  ...localized((story) => {
    const { article } = articleIn(story);
    const { newsMessages } = story.content;
    return {
      path: article.href,
      title: article.title,
      text: article.excerpt,
      label: newsMessages.shareArticle,
      copied: newsMessages.linkCopied,
      copyFailed: newsMessages.copyFailed,
    };
  }),
  argTypes: { variant: optionsArgType(buttonVariantNames) },
} satisfies Meta<typeof ShareArticleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyDataIn(globals).content.newsMessages.shareArticle })).toBeEnabled();
  },
};
export const OnBrand: Story = { args: { variant: 'primary' } };

/**
 * A story's `beforeEach`: the browser has (or lacks) a share sheet, `share`, and its clipboard
 * takes the link or refuses it; both restored after the story.
 */
const browserWith =
  ({ share, clipboardAccepts }: { share?: (data: ShareData) => Promise<void>; clipboardAccepts: boolean }) =>
  () => {
    clearToasts();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const write = spyOn(navigator.clipboard, 'writeText').mockImplementation(async () => {
      if (!clipboardAccepts) throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    return () => {
      write.mockRestore();
      Reflect.deleteProperty(navigator, 'share');
    };
  };

const nativeShare = fn(async (_data: ShareData) => undefined);

/** Where the browser has a share sheet (phones), the button opens it with the article; nothing is copied. */
export const ShareSheet: Story = {
  beforeEach: browserWith({ share: nativeShare, clipboardAccepts: true }),
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { article, address } = articleIn(story);
    await userEvent.click(within(canvasElement).getByRole('button', { name: story.content.newsMessages.shareArticle }));
    await expect(nativeShare).toHaveBeenCalledOnce();
    await expect(nativeShare).toHaveBeenCalledWith({ title: article.title, text: article.excerpt, url: address });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
  },
};

/** No share sheet (desktop browsers): the link goes to the clipboard, and a toast says so. */
export const CopiesLink: Story = {
  beforeEach: browserWith({ clipboardAccepts: true }),
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { linkCopied, shareArticle } = story.content.newsMessages;
    await userEvent.click(within(canvasElement).getByRole('button', { name: shareArticle }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledOnce();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(articleIn(story).address);
    await expectToast(canvasElement, story, linkCopied);
  },
};

/** The clipboard refuses: the toast gives the address to copy by hand instead. */
export const CopyRefused: Story = {
  // Not shot by the visual suite: the toast names the page's own address, whose origin is
  // wherever Storybook is served (its port differs between runs). The play checks the words.
  tags: ['no-visual'],
  beforeEach: browserWith({ clipboardAccepts: false }),
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { copyFailed, linkCopied, shareArticle } = story.content.newsMessages;
    const { address } = articleIn(story);
    await userEvent.click(within(canvasElement).getByRole('button', { name: shareArticle }));
    await expectToast(canvasElement, story, { title: copyFailed.title, description: formatMessage(copyFailed.description, { url: address }) });
    const region = await findToastRegion(canvasElement, story);
    await expect(region.queryByText(asRead(linkCopied.title))).not.toBeInTheDocument();
  },
};
