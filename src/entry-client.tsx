/**
 * Boot. Every page arrives as complete prerendered HTML that works without script: links,
 * the header's native popover menu, the language switcher, the footer. The prerender
 * inlines this script in each page (no request of its own, at most 1 KiB minified:
 * scripts/size-report.mjs checks it), so it must not import anything. It
 * - corrects the footer's year, written at build time, if the year has turned since;
 * - on a page with islands of its own (a form, a filter, downloads...), fetches React and
 *   the hydrator once the page has painted (src/app/hydrateIslands.tsx);
 * - otherwise (only the header), fetches nothing until the visitor reaches for an island:
 *   then the hydrator, which hydrates it and replays the taps held here meanwhile (shown
 *   pressed at once, `aria-busy`); when the device asks to save data, only once a tap needs
 *   the code (never for the header, whose menu and links work natively).
 */

// The footer's year, from the build, follows the visitor's clock once the year has turned
// (the copyright line is one text node).
const year = `${new Date().getFullYear()}`;
const copyright = document.querySelector('[data-year]') as HTMLElement;
const built = copyright?.dataset.year as string;
if (year > built) copyright.textContent = (copyright.textContent as string).replace(built, year);

/** What the prerender listed for this page (format: src/app/pageModules.ts). */
const { hydrator, load }: { hydrator: string; load: string[] } = JSON.parse((document.getElementById('page-modules') as HTMLElement).textContent as string);
const importHydrator = (): Promise<typeof import('./app/hydrateIslands')> => import(/* @vite-ignore */ hydrator);

/** A Save-Data device (`navigator.connection.saveData`, the `Save-Data: on` header's setting). */
const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;

/**
 * Fetches nothing until the visitor reaches for an island (pointer or touch, focus), then
 * the hydrator. A tap that needs its code meanwhile (a button, a download; a form sent with
 * Enter taps its submit button) is held, shown pressed, and handed over; a button that opens
 * a popover natively (the menu) and plain links are left alone. If the code cannot be
 * loaded, what was held happens natively.
 */
function onIntent(): void {
  const held: HTMLElement[] = [];
  // biome-ignore lint/correctness/noUnusedVariables: read by `||=` below
  let loading: Promise<void> | undefined;
  // Once the hydrator (or, without it, the page natively) has taken over.
  let done = false;
  const reach = (event: Event) => {
    const target = event.target as Element;
    // An island, or a link whose notice the toast host raises (a download).
    const frame = target.closest('[data-island],[data-toast-title]');
    const control = event.type === 'click' && target.closest<HTMLElement>('a[download],button:not([popovertarget]),[role=button]');
    // A device that saves data fetches for a tap that needs the code only: not for a hover or
    // a focus, nor for what works natively (the menu's popover, links, typing in a form).
    if (!frame || done || (saveData && !control)) return;
    if (control) {
      event.preventDefault();
      control.ariaBusy = 'true';
      held.push(control);
    }
    loading ||= importHydrator().then(
      (module) => {
        done = true;
        module.hydrateIslands(frame, held);
      },
      () => {
        done = true;
        for (const control of held) {
          control.ariaBusy = null;
          control.click();
        }
      },
    );
  };
  // On the window, first of all (capture). A touch sends `pointerover` too, and a key goes to
  // what has focus (`focusin` first).
  for (const type of ['pointerover', 'focusin', 'click']) addEventListener(type, reach, true);
}

// A page with islands of its own fetches them once painted, unless the device saves data.
if (load.length && !saveData) {
  // After the first paint (buffered: it may have happened already), in the observer's own
  // task. A hidden tab paints, and so hydrates, once shown.
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    // Fetched in parallel: React and the hydrator, the islands that hydrate on load.
    document.head.insertAdjacentHTML('beforeend', load.map((href) => `<link rel=modulepreload href=${href}>`).join(''));
    importHydrator().then((module) => module.hydrateIslands());
  }).observe({ type: 'paint', buffered: true });
} else onIntent();

// Offline reading of the pages read (src/serviceWorker/sw.ts), registered 5 s after the page
// has loaded: never competing with it, and a page left sooner was hardly read. Not on a
// device that saves data (the worker is a download of its own), nor in the dev server.
// biome-ignore lint/suspicious/noGlobalAssign: the page's one load handler, in fewer bytes than addEventListener
if (import.meta.env.PROD) onload = () => setTimeout(() => saveData || navigator.serviceWorker?.register('/sw.js'), 5000);
