import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerBreakpoints } from '../../../tokens/breakpoints';
import { servicePath } from '../../content/services/manifest';
import { paths } from '../../routes/paths';
import { localized } from '../../stories/localized';
import { realKeyboard } from '../../stories/realKeyboard';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { Header } from './Header';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  ...localized(({ headerArgs }) => headerArgs, { layout: 'fullscreen', siteLayout: false, route: servicePath('aripo') }),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher: one link per language to the same page, named in its own language, the page's own marked current. */
async function expectLanguageLinks(banner: ReturnType<typeof within>, { headerArgs }: StoryData) {
  const group = within(banner.getByRole('group', { name: headerArgs.labels.languageGroup }));
  const links = group.getAllByRole('link');
  await expect(links).toHaveLength(headerArgs.languages.length);
  for (const [index, language] of headerArgs.languages.entries()) {
    const link = links[index] as HTMLElement;
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(`${language.label} ${language.name}`);
    await expect(link).toHaveAttribute('href', language.href);
    await expect(link).toHaveAttribute('hreflang', language.hrefLang);
    await expect(link).toHaveAttribute('lang', language.lang);
    if (language.current) await expect(link).toHaveAttribute('aria-current', 'true');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

export const ServicesActive: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { messages, navigation } = story.content;
    const label = (href: string) => navigation.main.find((item) => item.href === href)?.label;
    const banner = within(within(canvasElement).getByRole('banner'));
    const nav = within(banner.getByRole('navigation', { name: messages.header.navLabel }));
    await expect(nav.getByRole('link', { name: label(paths.services) })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: label(paths.home) })).not.toHaveAttribute('aria-current');
    await expectLanguageLinks(banner, story);
  },
};

/**
 * On small screens the links sit behind the menu button; the story checks render this story
 * at its viewport (`globals.viewport`, tests/visual/storyShots.ts). Where the header is wide
 * enough (a desktop canvas) the whole navigation is inline instead, and no button shows.
 */
export const MobileMenuOpen: Story = {
  tags: ['visual-mobile'],
  parameters: { route: '/' },
  // The visual suite's phone (as a custom size, so it needs no preset of the toolbar's).
  globals: { viewport: { value: '390-844', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { labels, items, action } = story.headerArgs;
    const bannerElement = within(canvasElement).getByRole('banner');
    const banner = within(bannerElement);
    const nav = () => banner.getByRole('navigation', { name: labels.navLabel, hidden: true });
    const expectMenuShown = async () => {
      await expect(nav()).toBeVisible();
      for (const item of items) await expect(within(nav()).getByRole('link', { name: item.label })).toBeVisible();
      await expect(banner.getByRole('link', { name: action.label })).toBeVisible();
      await expectLanguageLinks(banner, story);
    };

    if (bannerElement.getBoundingClientRect().width >= headerBreakpoints.inlineNavigation) {
      await expect(banner.queryByRole('button', { name: labels.menuOpen })).not.toBeInTheDocument();
      await expectMenuShown();
      return;
    }

    const button = banner.getByRole('button', { name: labels.menuOpen });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav()).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName(labels.menuClose);
    await expectMenuShown();

    // Escape closes it (the browser's own popover, so a real key: the story checks'), and the
    // focus is back on the button, from a link inside the menu too.
    const press = realKeyboard();
    if (press) {
      within(nav()).getByRole('link', { name: items[0]?.label }).focus();
      await press('Escape');
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      await expect(nav()).not.toBeVisible();
      await expect(button).toHaveFocus();
      await expect(button).toHaveAccessibleName(labels.menuOpen);
      await userEvent.click(button);
    }
    // The button closes it as well, and opens it again.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav()).not.toBeVisible();
    await userEvent.click(button);
    await expect(nav()).toBeVisible();
  },
};
