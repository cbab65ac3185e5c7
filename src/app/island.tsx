/**
 * Partial hydration. Pages are prerendered HTML that the browser never re-renders; only
 * the interactive parts ("islands") become React roots in the browser, each fetching just
 * its own code. So a page's JavaScript is React's runtime plus its islands, never its text.
 *
 * When an island hydrates:
 * - `load`: once the page has painted (the header, the toast host, the footer's year).
 * - `interaction`: when the visitor shows intent (pointer over it, focus, touch); a click
 *   made before its code arrived is replayed once it has hydrated.
 */
import { type ComponentType, type ReactElement, createContext, useContext } from 'react';
import type { AnyIconName } from '../components/Icon';
import { type HydrateOn, InsideIsland, IslandRoot, islandAttributes } from './islandRoot';

export { type HydrateOn, IslandRoot, islandAttributes };

export interface IslandOptions {
  hydrate?: HydrateOn;
  /** Renders the frame as a `<span>`, for islands inside phrasing content. */
  inline?: boolean;
  /**
   * Icons the island draws only after an interaction (a close button, an error mark):
   * the prerendered page carries their symbols too, so they draw at once, without
   * waiting for the sprite file.
   */
  laterIcons?: readonly AnyIconName[];
}

/** An island met while prerendering a page, to be rendered as a root of its own. */
interface PendingIsland {
  idPrefix: string;
  element: ReactElement;
}

/** Set by the prerender for each page it renders. */
export interface IslandPrerender {
  path: string;
  /** The page's islands in document order; their number makes each island's ids unique. */
  islands: PendingIsland[];
  /** The icons its islands may draw after an interaction (IslandOptions.laterIcons). */
  laterIcons: Set<AnyIconName>;
}

export const islandPrerender = (path: string): IslandPrerender => ({ path, islands: [], laterIcons: new Set() });

/**
 * Fills each island frame of a prerendered page with the island rendered as its own root
 * (by `render`, react-dom/server), as the browser will hydrate it: separate roots, so the
 * ids `useId` gives match between the two.
 */
export function fillIslandFrames(pageHtml: string, prerender: IslandPrerender, render: (element: ReactElement, identifierPrefix: string) => string): string {
  let html = pageHtml;
  for (const { idPrefix, element } of prerender.islands) {
    const frameEnd = new RegExp(`(${islandAttributes.idPrefix}="${idPrefix}">)(</(?:div|span)>)`);
    if (!frameEnd.test(html)) throw new Error(`Island frame ${idPrefix} not found in the page`);
    html = html.replace(frameEnd, (_match, open: string, close: string) => `${open}${render(element, idPrefix)}${close}`);
  }
  return html;
}

const Prerendering = createContext<IslandPrerender | null>(null);
export const IslandPrerenderProvider = Prerendering.Provider;

/** Props travel as JSON in the HTML: anything else (a function, a class instance) is a bug. */
function assertJsonData(value: unknown, where: string): void {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return;
  const entries = Array.isArray(value) ? value.entries() : isPlainObject(value) ? Object.entries(value) : null;
  if (!entries) throw new Error(`Island prop ${where} is not JSON data`);
  for (const [key, item] of entries) assertJsonData(item, `${where}.${key}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Makes `Component` an island named `name`: the browser hydrates it from the module
 * `src/islands/<name>.tsx`, or `src/islands/everyPage/<name>.tsx` for the few on every
 * page (whose default export must be `Component`), with the props
 * serialised into the HTML, so they must be plain JSON data. While prerendering, the
 * island is rendered as a root of its own (fillIslandFrames), as the browser hydrates it.
 * Elsewhere (Storybook, unit tests, the dev server) it renders as a normal component.
 *
 * Call it as `/* @__PURE__ *\/ island(...)`: where an island is defined but never rendered
 * (in the browser, which only hydrates), the bundler then leaves the definition out.
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  { hydrate = 'load', inline = false, laterIcons = [] }: IslandOptions = {},
) {
  function Island(props: P) {
    const inside = useContext(InsideIsland);
    const prerender = useContext(Prerendering);
    if (inside) return <Component {...props} />;
    assertJsonData(props, name);
    const Frame = inline ? 'span' : 'div';
    const frame = {
      [islandAttributes.name]: name,
      [islandAttributes.hydrate]: hydrate,
      [islandAttributes.props]: JSON.stringify(props),
      // `display: contents`: the frame adds no box, so the layout is the component's own.
      style: { display: 'contents' },
    };
    if (!prerender) {
      return (
        <Frame {...frame}>
          <InsideIsland.Provider value={true}>
            <Component {...props} />
          </InsideIsland.Provider>
        </Frame>
      );
    }
    // An empty frame for now: fillIslandFrames renders the island into it afterwards.
    for (const icon of laterIcons) prerender.laterIcons.add(icon);
    const idPrefix = `${name.toLowerCase()}${prerender.islands.length}-`;
    prerender.islands.push({
      idPrefix,
      element: (
        <IslandRoot ssrPath={prerender.path}>
          <Component {...props} />
        </IslandRoot>
      ),
    });
    return <Frame {...frame} {...{ [islandAttributes.idPrefix]: idPrefix }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
