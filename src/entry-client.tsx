/**
 * Boot. Every page arrives as complete prerendered HTML that works without script: links,
 * the header's native popover menu, the language switcher, the footer. The prerender
 * inlines this script in each page (no request of its own, at most 1 KiB minified:
 * scripts/size-report.mjs checks it), so it must not import anything. It
 * - corrects the footer's year, written at build time, if the year has turned since;
 * - on a page with islands of its own (a form, a filter, downloads...), fetches React and
 *   the hydrator once the page has painted (src/app/hydrateIslands.tsx);
 * - otherwise (only the header), or when the device asks to save data, fetches nothing
 *   until the visitor reaches for an island: then the hydrator, which hydrates it and
 *   replays the taps held here meanwhile (shown pressed at once, `aria-busy`).
 */

/**
 * Calls `then` after the page's first paint, read from the browser's paint timing (buffered:
 * it may have happened already), in the observer's own task. A hidden tab paints, and so
 * hydrates, once shown.
 */
function afterFirstPaint(then: () => void): void {
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

// The footer's year, from the build, follows the visitor's clock once the year has turned.
const year = new Date().getFullYear();
const copyright = document.querySelector<HTMLElement>('[data-year]');
const built = +(copyright?.dataset.year as string);
if (copyright && year > built) copyright.innerHTML = copyright.innerHTML.replace(`${built}`, `${year}`);

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
  // 1 once the hydrator is on its way, 2 once it (or the page, natively) has taken over.
  let stage = 0;
  const reach = (event: Event) => {
    const target = event.target as Element;
    // An island, or a link whose notice the toast host raises (a download).
    const frame = target.closest?.('[data-island],[data-toast-title]');
    if (!frame || stage > 1) return;
    const control = event.type === 'click' && target.closest<HTMLElement>('a[download],button:not([popovertarget]),[role=button]');
    if (control) {
      event.preventDefault();
      control.setAttribute('aria-busy', 'true');
      held.push(control);
    }
    if (stage) return;
    stage = 1;
    importHydrator().then(
      (module) => {
        stage = 2;
        module.hydrateIslands(frame, held);
      },
      () => {
        stage = 2;
        for (const control of held) {
          control.removeAttribute('aria-busy');
          control.click();
        }
      },
    );
  };
  // A touch sends `pointerover` too, and a key goes to what has focus (`focusin` first).
  for (const type of ['pointerover', 'focusin', 'click']) document.addEventListener(type, reach, true);
}

// A page with islands of its own fetches them once painted, unless the device saves data.
if (load.length && !saveData) {
  afterFirstPaint(() => {
    // Fetched in parallel: React and the hydrator, the islands that hydrate on load.
    document.head.insertAdjacentHTML('beforeend', load.map((href) => `<link rel=modulepreload href=${href}>`).join(''));
    importHydrator().then((module) => module.hydrateIslands());
  });
} else onIntent();
