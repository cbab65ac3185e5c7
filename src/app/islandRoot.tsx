import { type ReactNode, StrictMode, createContext, useEffect } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { withoutTrailingSlash } from '../i18n/localePaths';

// The part of the island machinery the browser needs on every page (see island.tsx).

/**
 * When an island hydrates: once the page has painted (`load`); when the visitor reaches for
 * it or it comes near the screen while the browser is idle (`interaction`); or only when the
 * visitor reaches for it (`intent`: an island whose controls work natively, which script only
 * improves, never worth fetching code for on its own).
 */
export type HydrateOn = 'load' | 'interaction' | 'intent';

/** Attributes of an island's frame, read by the client (hydrateIslands.tsx) and the prerender. */
export const islandAttributes = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  /** On the JSON script right before the frame: the island's props. */
  props: 'data-props',
  idPrefix: 'data-id-prefix',
  hydrated: 'data-hydrated',
  /** Its code could not be loaded: its controls work as plain HTML. */
  failed: 'data-island-failed',
} as const;

/** True inside an island: a nested island renders as a plain part of its parent. */
export const InsideIsland = createContext(false);

/** In the browser, the frame an island hydrates in: its slot (IslandSlot) finds its prerendered HTML there. */
export const IslandFrame = createContext<HTMLElement | null>(null);

/** The attribute of an island's slot (IslandSlot): prerendered HTML the island keeps as it is. */
export const islandSlotAttribute = 'data-island-slot';

export interface IslandRootProps {
  /** The page's path while prerendering; in the browser the document's own location. */
  ssrPath?: string;
  /** The router base: the page's locale prefix ("/fr"), so the island's links stay in its language. */
  base: string;
  /** Browser only: a location hook whose navigation loads the next page. */
  hook?: BaseLocationHook;
  /** Browser only: the frame the island hydrates in. */
  frame?: HTMLElement;
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * What wraps an island's component, identically in the prerender and in the browser, so
 * the trees (and the ids `useId` derives from them) match exactly when it hydrates.
 */
export function IslandRoot({ ssrPath, base, hook, frame, onHydrated, children }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} base={base} hook={hook} hrefs={withoutTrailingSlash}>
        <IslandFrame.Provider value={frame ?? null}>
          <InsideIsland.Provider value={true}>{children}</InsideIsland.Provider>
        </IslandFrame.Provider>
      </Router>
    </StrictMode>
  );
}

