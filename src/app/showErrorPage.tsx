import { createRoot } from 'react-dom/client';
import { ErrorPage } from '../components/ErrorPage';
import type { InterfaceMessages } from '../content/messages';
import { IslandRoot } from './islandRoot';
import { pageBase, pageLocale } from './pageLocale';

/** Marks the page's main element once it shows the error page. */
const errorShown = 'data-error-shown';

/** Each locale's interface messages, fetched only when an error page is shown. */
const catalogues = import.meta.glob<{ messages: InterfaceMessages }>('../content/*/messages.ts');

/**
 * An island failed to render in the browser: the page's content gives way to the site's
 * error page ("Unexpected Application Error" with the error's message) in the page's
 * language, as a rendering failure does in the app. Loaded only then.
 */
export async function showErrorPage(error: unknown): Promise<void> {
  const main = document.getElementById('main');
  // The first failure is the one to show: islands inside the replaced content may fail
  // in turn as their DOM disappears.
  if (!main || main.hasAttribute(errorShown)) return;
  main.setAttribute(errorShown, '');
  const load = catalogues[`../content/${pageLocale()}/messages.ts`] ?? catalogues['../content/en/messages.ts'];
  if (!load) throw error;
  const labels = (await load()).messages.errorPage;
  document.title = labels.metaTitle;
  createRoot(main).render(
    <IslandRoot base={pageBase()}>
      <ErrorPage error={error} labels={labels} />
    </IslandRoot>,
  );
  main.focus();
}
