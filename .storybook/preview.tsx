import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadAllDeferred } from '../src/app/deferred';
import { ToastHost } from '../src/components/Toast';
import { contentFor } from '../src/content';
import { defaultLocale } from '../src/i18n/locales';
import { LocaleProvider } from '../src/site/locale';
import { SiteLayout } from '../src/site/SiteLayout';
import '../src/styles/global.css';

/**
 * Every story renders inside the page root (the locale and its messages) and a
 * memory-location router (parameters.route, default "/").
 * Page stories set parameters.layout = 'fullscreen' and get the full site layout
 * (header, footer, toasts); component stories get the Toaster only (unless they set
 * parameters.toaster = false because they render one themselves).
 */
function StoryRouter({ route, children }: { route: string; children: ReactNode }) {
  // One memory location per story render, kept across re-renders so links navigate.
  const [location] = useState(() => memoryLocation({ path: route, record: true }));
  return <Router hook={location.hook}>{children}</Router>;
}

const withRouterAndLayout: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const page = context.parameters.layout === 'fullscreen' && context.parameters.siteLayout !== false;
  const locale = defaultLocale;
  return (
    <LocaleProvider locale={locale}>
      <StoryRouter route={route} key={route}>
        {page ? (
          <SiteLayout>
            <Story />
          </SiteLayout>
        ) : (
          <>
            <Story />
            {context.parameters.toaster !== false && <ToastHost labels={contentFor(locale).messages.toast} />}
          </>
        )}
      </StoryRouter>
    </LocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withRouterAndLayout],
  // Stories render whole, as the prerender does: code the browser defers is loaded first.
  loaders: [
    async () => {
      await loadAllDeferred();
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
