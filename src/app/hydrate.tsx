import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPage } from '../pages/registry';
import { resolvePage } from '../routes/routes';
import '../styles/global.css';

// Loaded by the boot script (src/entry-client.tsx) once the prerendered page has painted.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Load the current page's chunk first so hydration renders exactly the prerendered tree.
const page = resolvePage(window.location.pathname);
(page ? preloadPage(page, window.location.pathname) : Promise.resolve()).finally(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
