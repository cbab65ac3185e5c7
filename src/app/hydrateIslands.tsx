import type { ComponentType } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { loadToaster } from '../components/Toast/ToastHost';
import { type HydrateOn, IslandRoot, islandAttributes } from './islandRoot';
import { islands } from 'virtual:islands';
import { pageModules, preloadModule } from './pageModules';
// Puts the global styles' font files in the browser's build. The stylesheet pages inline
// is the server build's, which renders every page (scripts/prerender.mjs).
import '../styles/global.css';

// Loaded by the boot script (src/entry-client.tsx) once the prerendered page has painted.
type IslandComponent = ComponentType<Record<string, unknown>>;

/**
 * The registry of islands (scripts/islands-plugin.mjs): those declared `everyPage` travel
 * with this hydrator, in one file with React; every other island's module is a chunk of
 * its own, fetched when needed.
 */
const loadIsland = (id: string): (() => Promise<IslandComponent>) | undefined => {
  const entry = islands[id];
  if (!entry) return undefined;
  if ('module' in entry) return () => Promise.resolve(entry.module.default.Component as IslandComponent);
  return () => entry.load().then((module) => module.default.Component as IslandComponent);
};

/** Pages are separate documents: a navigation from an island loads the next page. */
const navigateDocument = (to: string, options?: { replace?: boolean }) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
const useDocumentLocation = (): [string, typeof navigateDocument] => [window.location.pathname, navigateDocument];

/** Signs that the visitor is about to use an island: its code is fetched then. */
const intentEvents = ['pointerover', 'focusin', 'touchstart', 'keydown', 'input'] as const;

/**
 * A click that needs the island's code (a button, a download link) and came before the
 * code: held back and replayed once the island has hydrated. Plain links are left alone,
 * they work without it.
 */
const needsCode = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('button, a[download], [role="button"]') : null;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor has typed into an island's fields while its code was loading. Hydration
 * starts from the empty fields the HTML had, so a controlled field would fall back to its
 * empty state: the values are read before and typed again after, through React's onChange.
 */
function keepTypedValues(frame: HTMLElement): () => void {
  const fields = [...frame.querySelectorAll<Field>('input:not([type="hidden"]), textarea, select')];
  const typed = fields.map((field) => [field, field.value] as const).filter(([, value]) => value !== '');
  return () => {
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // Empty through React's own value tracking, then the typed value through the
      // prototype's setter: React sees a change and fires onChange with it.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  };
}

/** Hydrates one island now or on intent; returns what stops it (listeners, React root). */
function hydrateIsland(frame: HTMLElement, mode: HydrateOn): () => void {
  const name = frame.getAttribute(islandAttributes.name) ?? '';
  const loadModule = loadIsland(name);
  if (!loadModule) {
    console.error(`Unknown island "${name}"`);
    return () => undefined;
  }
  let root: Root | null = null;
  let stopped = false;
  let pendingClick: HTMLElement | null = null;
  let pendingSubmit: HTMLFormElement | null = null;
  const holdClick = (event: Event) => {
    const target = needsCode(event.target);
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = target;
    start();
  };
  // A form sent with Enter before its code arrived: sent again once it can handle it.
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingSubmit = event.target;
    start();
  };
  const onIntent = () => start();
  const listen = (add: boolean) => {
    const method = add ? 'addEventListener' : 'removeEventListener';
    frame[method]('click', holdClick, true);
    frame[method]('submit', holdSubmit, true);
    for (const type of intentEvents) frame[method](type, onIntent, { capture: true, passive: true } as AddEventListenerOptions);
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The visitor is about to act: fetch the toaster too, the usual reply to an action.
    if (mode === 'interaction') void loadToaster();
    // Fetch the island's chunks in parallel rather than one import after another.
    for (const href of pageModules().islands[name] ?? []) preloadModule(href);
    loadModule().then((Component) => {
      if (stopped) return;
      const props = JSON.parse(frame.getAttribute(islandAttributes.props) ?? '{}') as Record<string, unknown>;
      const restoreTypedValues = keepTypedValues(frame);
      const onHydrated = () => {
        restoreTypedValues();
        frame.setAttribute(islandAttributes.hydrated, '');
        listen(false);
        const [click, submit] = [pendingClick, pendingSubmit];
        pendingClick = pendingSubmit = null;
        // In a task of its own: React applies the values given back above once this effect
        // is over, and the replayed click must see them.
        setTimeout(() => {
          if (click?.isConnected) click.click();
          else if (submit?.isConnected) submit.requestSubmit();
        }, 0);
      };
      root = hydrateRoot(
        frame,
        <IslandRoot hook={useDocumentLocation} onHydrated={onHydrated}>
          <Component {...props} />
        </IslandRoot>,
        {
          identifierPrefix: frame.getAttribute(islandAttributes.idPrefix) ?? undefined,
          onUncaughtError: (error) => {
            console.error(error);
            void import('./showErrorPage').then((module) => module.showErrorPage(error));
          },
        },
      );
    });
  };

  listen(true);
  // Already in use (focused or under the pointer) before this script arrived: no event will say so.
  if (mode === 'load' || frame.contains(document.activeElement) || frame.querySelector(':hover')) start();
  return () => {
    stopped = true;
    listen(false);
    root?.unmount();
  };
}

/**
 * Hydrates every island of the page (called by the boot script once the page has painted).
 * Returns what unmounts them all again, for a document that outlives its page (tests).
 */
export function hydrateIslands(): () => void {
  const stops = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)].map((frame) =>
    hydrateIsland(frame, frame.getAttribute(islandAttributes.hydrate) === 'interaction' ? 'interaction' : 'load'),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
