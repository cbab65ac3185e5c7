import type { ComponentType } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { loadToaster } from '../components/Toast/ToastHost';
import { type HydrateOn, IslandRoot, islandAttributes } from './islandRoot';
import { islands } from 'virtual:islands';
import { withoutTrailingSlash } from '../i18n/localePaths';
import { pageBase } from './pageLocale';
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
  const url = withoutTrailingSlash(to);
  if (options?.replace) window.location.replace(url);
  else window.location.assign(url);
};
const useDocumentLocation = (): [string, typeof navigateDocument] => [window.location.pathname, navigateDocument];

/** Signs that the visitor is about to use an island: its code is fetched then. */
const intentEvents = ['pointerover', 'focusin', 'touchstart', 'keydown', 'input'] as const;

/**
 * A click that needs the island's code (a button, a download link) and came before the
 * code: held back and replayed once the island has hydrated. Plain links are left alone,
 * they work without it, and so are buttons that open a popover natively (the menu).
 */
const needsCode = (target: EventTarget | null) => {
  const control = target instanceof Element ? target.closest<HTMLElement>('button, a[download], [role="button"]') : null;
  return control?.hasAttribute('popovertarget') ? null : control;
};

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

/** A tap or a submit held while the island's code arrives, replayed once it has hydrated. */
type HeldAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement };

/** Loads a module, and once more if the first attempt fails (a flaky connection). */
const withRetry = <T,>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

/**
 * Shows at once that a tap was taken while the island's code arrives (`aria-busy`, styled
 * by the global stylesheet), so the visitor does not tap again.
 */
function markBusy(target: HTMLElement, busy: boolean): void {
  if (busy) target.setAttribute('aria-busy', 'true');
  else target.removeAttribute('aria-busy');
}

/** Lets what the visitor did happen natively: the island's code could not be loaded. */
function replayNatively(action: HeldAction): void {
  if (!action.target.isConnected) return;
  if (action.kind === 'submit') action.target.submit();
  else action.target.click();
}

/** One island's hydration: `start` begins it now, `stop` ends it (listeners, React root). */
interface IslandHydration {
  start: () => void;
  stop: () => void;
}

/**
 * Hydrates one island now (`load`), or on intent, or (`interaction`) when it comes near the
 * viewport while the browser is idle if that comes first. `held` are the taps the boot
 * script took for it before this code arrived; `onStart` is told when its code is fetched.
 */
function hydrateIsland(frame: HTMLElement, mode: HydrateOn, held: HeldAction[] = [], onStart?: () => void): IslandHydration {
  const name = frame.getAttribute(islandAttributes.name) ?? '';
  const loadModule = loadIsland(name);
  if (!loadModule) {
    console.error(`Unknown island "${name}"`);
    return { start: () => undefined, stop: () => undefined };
  }
  let root: Root | null = null;
  let stopped = false;
  // Every tap and submit made before the code arrived, in order: each is replayed.
  const hold = (action: HeldAction, event: Event) => {
    event.preventDefault();
    // Immediate: once hydration has begun, React listens on this same frame and would
    // replay the event itself, and the replay below would then apply it a second time.
    event.stopImmediatePropagation();
    held.push(action);
    // Not once hydrating: React would find an attribute its render did not write.
    if (!root) markBusy(action.target, true);
    start();
  };
  const holdClick = (event: Event) => {
    const target = needsCode(event.target);
    if (target) hold({ kind: 'click', target }, event);
  };
  // A form sent with Enter before its code arrived: sent again once it can handle it.
  const holdSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) hold({ kind: 'submit', target: event.target }, event);
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
    onStart?.();
    // The visitor is about to act: fetch the toaster too, the usual reply to an action.
    if (mode === 'interaction') void loadToaster();
    // Fetch the island's chunks in parallel rather than one import after another.
    for (const href of pageModules().islands[name] ?? []) preloadModule(href);
    withRetry(loadModule).then((Component) => {
      if (stopped) return;
      const propsScript = frame.previousElementSibling;
      const props = JSON.parse(propsScript?.hasAttribute(islandAttributes.props) ? (propsScript.textContent ?? '{}') : '{}') as Record<string, unknown>;
      const restoreTypedValues = keepTypedValues(frame);
      for (const action of held) markBusy(action.target, false);
      const onHydrated = () => {
        restoreTypedValues();
        frame.setAttribute(islandAttributes.hydrated, '');
        listen(false);
        // Each in a task of its own, in the order they were made: React applies the values
        // given back above once this effect is over, and each replay must see the previous one's.
        const replay = () => {
          const action = held.shift();
          if (!action) return;
          if (action.target.isConnected) {
            if (action.kind === 'click') action.target.click();
            else action.target.requestSubmit();
          }
          setTimeout(replay, 0);
        };
        setTimeout(replay, 0);
      };
      root = hydrateRoot(
        frame,
        <IslandRoot hook={useDocumentLocation} base={pageBase()} frame={frame} onHydrated={onHydrated}>
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
    }, (error: unknown) => {
      // No code after a retry: the controls fall back to what they do without script
      // (a link navigates, a download downloads, a form posts), and the taps go through.
      console.error(`Island "${name}" could not be loaded; its controls work without script.`, error);
      frame.setAttribute(islandAttributes.failed, '');
      listen(false);
      for (const action of held.splice(0)) {
        markBusy(action.target, false);
        replayNatively(action);
      }
    });
  };

  listen(true);
  // Already in use (focused or under the pointer) before this script arrived: no event will
  // say so. Or taps were held for it.
  if (mode === 'load' || held.length > 0 || frame.contains(document.activeElement) || frame.querySelector(':hover')) start();
  // Otherwise, soon anyway when it comes near the screen, so that a tap finds it ready.
  const stopWatching = started || mode !== 'interaction' ? undefined : whenNearViewport(frame, () => whenIdle(start));
  return {
    start,
    stop: () => {
      stopped = true;
      stopWatching?.();
      listen(false);
      root?.unmount();
    },
  };
}

/** Calls `then` once the frame's content is within a screen of the viewport; returns what stops watching. */
function whenNearViewport(frame: HTMLElement, then: () => void): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  // `display: contents` frames have no box: observe what they contain.
  const targets = [...frame.children];
  if (targets.length === 0) return undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: '100% 0px' },
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

/** Calls `then` when the browser has nothing more urgent to do (soon, at the latest). */
function whenIdle(then: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 200);
}

/** What the boot script took before this code arrived: the controls tapped and the forms sent, in order. */
const heldByBoot = (targets: readonly Element[]): HeldAction[] =>
  targets.flatMap((target): HeldAction[] => {
    if (target instanceof HTMLFormElement) return [{ kind: 'submit', target }];
    return target instanceof HTMLElement ? [{ kind: 'click', target }] : [];
  });

/**
 * Hydrates every island of the page (called by the boot script, src/entry-client.tsx).
 * Returns what unmounts them all again, for a document that outlives its page (tests).
 *
 * With no argument, the page has painted and has islands of its own: each hydrates as it
 * says (HydrateOn). With `reachedFor`, this code was fetched only because the visitor
 * reached for that island (a page with only the chrome, or a device that asks to save
 * data): it hydrates now with the taps held for it (`held`), and every other island
 * waits for intent too, nothing fetched while idle. The toast host, there for the other
 * islands' replies, hydrates with the first of them.
 */
export function hydrateIslands(reachedFor?: Element, held: readonly Element[] = []): () => void {
  const onDemand = reachedFor !== undefined;
  const heldActions = heldByBoot(held);
  const frames = [...document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)];
  const isChrome = (frame: HTMLElement) => islands[frame.getAttribute(islandAttributes.name) ?? '']?.everyPage === true;
  const modeOf = (frame: HTMLElement): HydrateOn => {
    const declared = frame.getAttribute(islandAttributes.hydrate);
    if (declared === 'interaction' || declared === 'intent') return onDemand ? 'intent' : declared;
    return onDemand && !isChrome(frame) ? 'intent' : 'load';
  };
  // On demand, the chrome that hydrates on load (the toast host) waits for another island.
  const withOthers = frames.filter((frame) => onDemand && isChrome(frame) && modeOf(frame) === 'load');
  const others: IslandHydration[] = [];
  let othersStarted = false;
  const startOthers = () => {
    othersStarted = true;
    for (const other of others.splice(0)) other.start();
  };
  // Taps on links whose notice the toast host raises (a download): replayed once it has hydrated.
  const forToastHost = heldActions.filter((action) => !frames.some((frame) => frame.contains(action.target)));
  const hydrations = frames.map((frame) => {
    if (withOthers.includes(frame)) {
      const hydration = hydrateIsland(frame, 'intent', forToastHost.splice(0));
      // (An island before it in the page may have started already.)
      if (othersStarted) hydration.start();
      else others.push(hydration);
      return hydration;
    }
    const mine = heldActions.filter((action) => frame.contains(action.target));
    // On demand an island reached for is about to be used: the toaster too, as `interaction`
    // does. Not for one that only improves what works natively (the header).
    const onStart = isChrome(frame) || frame.getAttribute(islandAttributes.hydrate) === 'intent'
      ? undefined
      : () => {
          if (onDemand) void loadToaster();
          startOthers();
        };
    const hydration = hydrateIsland(frame, modeOf(frame), mine, onStart);
    if (frame.contains(reachedFor ?? null)) hydration.start();
    return hydration;
  });
  return () => {
    for (const hydration of hydrations) hydration.stop();
  };
}
