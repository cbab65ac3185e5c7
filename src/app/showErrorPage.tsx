import { createRoot } from 'react-dom/client';
import { ErrorPage } from '../components/ErrorPage';
import { IslandRoot } from './islandRoot';

/** Marks the page's main element once it shows the error page. */
const errorShown = 'data-error-shown';

/**
 * An island failed to render in the browser: the page's content gives way to the site's
 * error page ("Unexpected Application Error" with the error's message), as a rendering
 * failure does in the app. Loaded only then.
 */
export function showErrorPage(error: unknown): void {
  const main = document.getElementById('main');
  // The first failure is the one to show: islands inside the replaced content may fail
  // in turn as their DOM disappears.
  if (!main || main.hasAttribute(errorShown)) return;
  main.setAttribute(errorShown, '');
  createRoot(main).render(
    <IslandRoot>
      <ErrorPage error={error} />
    </IslandRoot>,
  );
  main.focus();
}
