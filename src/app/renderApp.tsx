import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
// The build's one stylesheet (cssCodeSplit off) gathers the styles of every module the
// client build reaches: through this module, the global styles and every page's.
import '../styles/global.css';

// The dev server's page has no prerendered HTML: render the whole app in the browser.
// (Built pages never load this; they hydrate their islands: src/app/hydrateIslands.tsx.)
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
