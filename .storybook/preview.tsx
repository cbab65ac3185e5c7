import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadAllDeferred } from '../src/app/deferred';
import { ToastHost } from '../src/components/Toast';
import { contentFor } from '../src/content';
import { localePath, localePrefix, withoutTrailingSlash } from '../src/i18n/localePaths';
import { defaultLocale, type Locale, localeInfo, locales } from '../src/i18n/locales';
import { LocaleProvider } from '../src/site/locale';
import { SiteLayout } from '../src/site/SiteLayout';
import { argsInLocale } from '../src/stories/localized';
import { extractArgTypes, withoutCopyOrElementControls } from '../src/stories/propsTable';
import { localeOfGlobals } from '../src/stories/storyData';
import { viewportPresets } from '../src/stories/viewports';
import '../src/styles/global.css';
import { webFontLoaded } from './webFont';

/**
 * Every story renders inside the page root of the toolbar's locale (`globals.locale`: its
 * content, its messages, `<html lang>`, its args via `localized`, src/stories/localized.ts)
 * and a memory-location router (parameters.route, default "/", under the locale's prefix
 * as on the site). Page stories set parameters.layout = 'fullscreen' and get the full site
 * layout (header, footer, toasts); component stories get the Toaster only (unless they set
 * parameters.toaster = false because they render one themselves).
 */
function StoryRouter({ locale, route, children }: { locale: Locale; route: string; children: ReactNode }) {
  // One memory location per story render, kept across re-renders so links navigate.
  const [location] = useState(() => memoryLocation({ path: localePath(locale, route), record: true }));
  return (
    <Router hook={location.hook} base={localePrefix(locale)} hrefs={withoutTrailingSlash}>
      {children}
    </Router>
  );
}

const withLocaleRouterAndLayout: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const page = context.parameters.layout === 'fullscreen' && context.parameters.siteLayout !== false;
  const locale = localeOfGlobals(context.globals);
  // As the prerender writes it on each page: screen readers, hyphenation and `:lang()` follow it.
  document.documentElement.lang = localeInfo[locale].htmlLang;
  const story = <Story args={argsInLocale(context, locale)} />;
  return (
    <LocaleProvider locale={locale}>
      <StoryRouter locale={locale} route={route} key={`${locale}${route}`}>
        {page ? (
          <SiteLayout>{story}</SiteLayout>
        ) : (
          <>
            {story}
            {context.parameters.toaster !== false && <ToastHost labels={contentFor(locale).messages.toast} />}
          </>
        )}
      </StoryRouter>
    </LocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withLocaleRouterAndLayout],
  // Props tables that tell the truth: no control for copy, React content or functions (src/stories/propsTable.ts).
  argTypesEnhancers: [withoutCopyOrElementControls],
  // Stories render whole, as the prerender does: code the browser defers is loaded first,
  // and the site's font, so no story or docs example ever shows the fallback (webFont.ts).
  loaders: [
    async () => {
      await Promise.all([loadAllDeferred(), webFontLoaded()]);
      return {};
    },
  ],
  // The language toolbar: every story in each of the site's locales, each named in its own language.
  globalTypes: {
    locale: {
      description: 'Language of the copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((locale) => ({ value: locale, title: localeInfo[locale].name, right: localeInfo[locale].label })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The types react-docgen read, where Storybook prints `union` (src/stories/propsTable.ts).
    docs: { extractArgTypes },
    a11y: { test: 'error' },
    // The breakpoints and the widths the site is tested at (src/stories/viewports.ts). They
    // size the manager's frame only: the visual suite loads iframe.html at its own sizes.
    viewport: { options: viewportPresets },
    // The front door (src/stories/frontDoor/), the design system's foundations, its
    // components, then the pages. Inline: Storybook reads it from this file's source.
    options: {
      storySort: {
        order: ['Introduction', ['Overview', 'Component status', 'Content guidelines', 'Changelog'], 'Foundations', 'Components', 'Pages'],
      },
    },
  },
};

export default preview;
