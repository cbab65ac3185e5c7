import { createRoot } from 'react-dom/client';
import { ErrorPage } from '../components/ErrorPage';
import { IslandRoot } from './islandRoot';

/**
 * An island failed to render in the browser: the page's content gives way to the site's
 * error page ("Unexpected Application Error" with the error's message), as a rendering
 * failure does in the app. Loaded only then.
 */
export function showErrorPage(error: unknown): void {
  const main = document.getElementById('main');
  if (!main) return;
  createRoot(main).render(
    <IslandRoot>
      <ErrorPage error={error} />
    </IslandRoot>,
  );
  main.focus();
}
