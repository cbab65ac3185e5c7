/**
 * Partial hydration. Pages are prerendered HTML that the browser never re-renders; only
 * the interactive parts ("islands") become React roots in the browser, each fetching just
 * its own code. So a page's JavaScript is React's runtime plus its islands, never its text.
 *
 * An island is a module named `*.island.tsx` whose default export is `island(Component,
 * options)`; its id is the module's path under src/ ("site/NewsBrowser"). The registry
 * (`virtual:islands`, scripts/islands-plugin.mjs) finds them: adding an island is adding
 * that one module, and `everyPage` in its options says whether it ships with every page.
 *
 * When an island hydrates:
 * - `load`: once the page has painted (the toast host, on a page with other islands).
 * - `interaction`: when the visitor shows intent (pointer over it, focus, touch), or when
 *   it comes near the screen while the browser is idle; a click made before its code
 *   arrived is replayed once it has hydrated.
 * - `intent`: only when the visitor shows intent (the header, whose links and native
 *   popover menu work without script).
 *
 * A page whose only islands are the chrome (`everyPage`: the header, the toast host) loads
 * no script at all: the boot script (src/entry-client.tsx) fetches the hydrator only when
 * the visitor reaches for the header. So does every page when the visitor's device asks to
 * save data: code is then fetched on intent only, never while idle.
 */
import { type ComponentType, type ReactElement, type ReactNode, type Ref, createContext, useContext, useMemo } from 'react';
import type { AnyIconName } from '../components/Icon';
import { type HydrateOn, InsideIsland, IslandFrame, IslandRoot, islandAttributes, islandSlotAttribute } from './islandRoot';

export { type HydrateOn, IslandRoot, islandAttributes };

export interface IslandOptions {
  hydrate?: HydrateOn;
  /**
   * On every page (the header, the toast host): its code travels in one file with the
   * hydrator and React, rather than as a chunk of its own fetched per page. Such chrome is
   * never by itself a reason for a page to fetch script (scripts/prerender.mjs).
   */
  everyPage?: boolean;
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
  /** The page's router base (its locale's prefix), as the page's own router has it. */
  base: string;
  /** The page's islands in document order; their number makes each island's ids unique. */
  islands: PendingIsland[];
  /** The icons its islands may draw after an interaction (IslandOptions.laterIcons). */
  laterIcons: Set<AnyIconName>;
  /**
   * What an island's root is wrapped in while prerendering: the page root's providers (its
   * locale), which the browser's islands do without. Providers add no markup and no id.
   */
  wrap: (root: ReactElement) => ReactElement;
}

export const islandPrerender = (path: string, base: string, wrap: (root: ReactElement) => ReactElement = (root) => root): IslandPrerender => ({
  path,
  base,
  islands: [],
  laterIcons: new Set(),
  wrap,
});

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

/** JSON that cannot end its script element early (`</script>` inside a text). */
const propsJson = (props: object) => JSON.stringify(props).replace(/</g, '\\u003c');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** What `island()` returns: a component that renders the island, and what the browser hydrates. */
export interface IslandDefinition<P extends object = Record<string, unknown>> {
  (props: P): ReactElement;
  displayName?: string;
  /** The component the browser hydrates with the props the frame carries. */
  Component: ComponentType<P>;
  options: Required<IslandOptions>;
}

/** Each island's id, set when the server's registry names it (registerIslands). */
const islandIds = new WeakMap<object, string>();

/**
 * Names every island by its module (the server's `virtual:islands`): "site/NewsBrowser" for
 * src/site/NewsBrowser.island.tsx. Checks each module's export and that `everyPage` is
 * what the build read from the declaration, so the two cannot disagree.
 */
export function registerIslands(registry: Record<string, { everyPage: boolean; module?: { default?: unknown } }>): void {
  for (const [id, entry] of Object.entries(registry)) {
    const definition = entry.module?.default as IslandDefinition | undefined;
    if (!definition?.Component) throw new Error(`src/${id}.island.tsx must export default island(Component, options)`);
    if (definition.options.everyPage !== entry.everyPage) throw new Error(`src/${id}.island.tsx: everyPage is not what the build read`);
    islandIds.set(definition, id);
  }
}

/**
 * Makes `Component` an island. Its module (`*.island.tsx`) default-exports the result; the
 * browser hydrates `Component` with the props serialised into the HTML, so they must be
 * plain JSON data. While prerendering, the island is rendered as a root of its own
 * (fillIslandFrames), as the browser hydrates it. Elsewhere (Storybook, unit tests) it
 * renders as a normal component.
 */
export function island<P extends object>(
  Component: ComponentType<P>,
  { hydrate = 'load', everyPage = false, inline = false, laterIcons = [] }: IslandOptions = {},
): IslandDefinition<P> {
  const Island = ((props: P) => {
    const inside = useContext(InsideIsland);
    const prerender = useContext(Prerendering);
    if (inside) return <Component {...props} />;
    const id = islandIds.get(Island);
    const name = id ?? Component.displayName ?? Component.name;
    // Children are prerendered HTML for the island's slot (IslandSlot), never props.
    const { children: _slot, ...data } = props as P & { children?: ReactNode };
    assertJsonData(data, name);
    const Frame = inline ? 'span' : 'div';
    const frame = {
      [islandAttributes.name]: id,
      [islandAttributes.hydrate]: hydrate,
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
    if (!id) throw new Error(`The island ${name} has no id: declare it as the default export of a module named *.island.tsx`);
    // An empty frame for now: fillIslandFrames renders the island into it afterwards.
    for (const icon of laterIcons) prerender.laterIcons.add(icon);
    const idPrefix = `${(id.split('/').pop() ?? id).toLowerCase()}${prerender.islands.length}-`;
    prerender.islands.push({
      idPrefix,
      element: prerender.wrap(
        <IslandRoot ssrPath={prerender.path} base={prerender.base}>
          <Component {...props} />
        </IslandRoot>,
      ),
    });
    return (
      <>
        {/* The props, right before the frame, as JSON in a script: in an attribute every quote would be `&quot;`. None without props. */}
        {Object.keys(data).length > 0 && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, so it cannot close the script
          <script type="application/json" {...{ [islandAttributes.props]: '' }} dangerouslySetInnerHTML={{ __html: propsJson(data) }} />
        )}
        <Frame {...frame} {...{ [islandAttributes.idPrefix]: idPrefix }} />
      </>
    );
  }) as IslandDefinition<P>;
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  Island.Component = Component;
  Island.options = { hydrate, everyPage, inline, laterIcons };
  return Island;
}

export interface IslandSlotProps {
  /** The prerendered HTML: the island's own children, where pages render. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Where an island shows the content it is given as children, prerendered with the page and
 * kept as it is in the browser (the slots of Astro's islands). Children are never props: the
 * browser's island has none, and takes the slot's HTML from the page as it hydrates, so a
 * part that needs no React of its own (a list of cards) travels once, as HTML, while taps on
 * it are held and replayed like the island's own. The island answers what happens in its
 * slot through the DOM (listeners on `ref`), never by rendering it again. One slot an island.
 */
export function IslandSlot({ children, ref }: IslandSlotProps) {
  const frame = useContext(IslandFrame);
  // In the browser: the same HTML again, so hydration matches and a render keeps it.
  const html = useMemo(() => frame?.querySelector(`[${islandSlotAttribute}]`)?.innerHTML ?? '', [frame]);
  const slot = { [islandSlotAttribute]: '', style: { display: 'contents' }, ref };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered HTML, read back from it
  return frame ? <div {...slot} dangerouslySetInnerHTML={{ __html: html }} /> : <div {...slot}>{children}</div>;
}

/** True in an island hydrating a prerendered page: its slot is the page's HTML, which no React renders. */
export const useSlotIsPrerendered = (): boolean => useContext(IslandFrame) !== null;
