// `npm run bench:interaction`: how long a tap takes to answer on a mid-range phone, for each
// island, measured from the outside as a visitor sees it (issue #14). A benchmark that prints
// figures: it never fails on a threshold, only when a control is missing or never answers.
//
//   node scripts/bench-interaction.mjs [--runs 5] [--only menu,faq] [--profile slow4g,3g,savedata]
//                                      [--timeout 15000] [--port 4350] [--base http://host:port]
//                                      [--requests]
//
// Each run: a fresh browser context (cold cache) on a 390x844 touch phone, CPU slowed 4x and
// the network shaped through the Chrome DevTools Protocol; the page loads, its control is
// scrolled into view, and 3 s after the load event the control is tapped. The page itself
// records the tap (performance time of the first pointerdown/touchstart, captured before any
// page script) and the first animation frame in which the answer is on screen (checked in
// requestAnimationFrame, with a MutationObserver saying when to look again), so the figure
// is the time until the answer is rendered, not until this script notices. Dialogs (alert)
// are timed when the page opens them; downloads when Chromium reports that one began.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { root, startSite } from './start-site.mjs';

/**
 * Network profiles (CDP Network.emulateNetworkConditions: latency in ms, throughput in bytes/s).
 * CDP adds the latency once to each request, not to each round trip of a connection's setup.
 */
const slow4g = { label: 'Slow 4G', latency: 150, download: 1_600_000 / 8, upload: 750_000 / 8, connectionType: 'cellular4g' };
const profiles = {
  slow4g,
  '3g': { label: '3G', latency: 300, download: 700_000 / 8, upload: 700_000 / 8, connectionType: 'cellular3g' },
  // Slow 4G on a device that asks to save data: `Save-Data: on` on every request and
  // `navigator.connection.saveData` (CDP Emulation.setDataSaverOverride). No script should
  // arrive before the tap, which then fetches what it needs.
  savedata: { ...slow4g, label: 'Save-Data (Slow 4G)', saveData: true },
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const TAP_AFTER_LOAD_MS = 3000;

const inMain = (page) => page.locator('main');
/** A download link's notice (a toast); the download itself begins earlier (docs/performance.md, "Interaction latency"). */
const downloadNotice = { text: ['Download Started'] };

/**
 * The controls: the page, how a visitor finds the control (role and name, so the markup
 * behind it can change), and what on screen answers the tap. An answer holds when any of
 * its conditions does:
 * - text: one of these strings is shown (a visible element in the viewport contains it);
 * - selector: an element matching it is shown;
 * - countChange: the number of elements matching it drawn on the page (in the viewport or
 *   not) differs from before the tap;
 * - linksInView: a link to each of these paths is shown;
 * - dialog: the page opened alert/confirm/prompt, or shows a [role=dialog] / <dialog open>;
 * - download: Chromium began a download (timed by this script, a few ms late).
 */
const controls = [
  {
    name: 'menu',
    label: 'Header menu button -> links visible',
    path: '/',
    control: (page) =>
      page
        .locator('header')
        .getByRole('button', { name: /menu/i })
        .or(page.locator('header').getByRole('link', { name: /^menu$/i }))
        .or(page.locator('header summary').filter({ hasText: /menu/i }))
        .first(),
    answer: { linksInView: ['/about', '/resources', '/news', '/faq'] },
  },
  {
    name: 'faq',
    label: 'First FAQ question -> answer open',
    path: '/faq',
    control: (page) => {
      const question = 'What services does Volta Pharma provide?';
      return inMain(page).getByRole('button', { name: question }).or(inMain(page).locator('summary', { hasText: question })).first();
    },
    answer: { text: ['We supply WHO-prequalified antimalarial medicines'] },
  },
  {
    name: 'news-filter',
    label: 'News category filter -> grid filtered',
    path: '/news',
    control: (page) => inMain(page).getByRole('button', { name: 'Regulatory', exact: true }),
    answer: { countChange: 'main a[href^="/news/"]' },
  },
  {
    name: 'contact',
    label: 'Contact "Send Message", empty form -> fields marked',
    path: '/contact',
    control: (page) => inMain(page).getByRole('button', { name: 'Send Message' }),
    answer: { selector: 'main [aria-invalid="true"]' },
  },
  {
    name: 'share',
    label: 'Article "Share Article" -> toast',
    path: '/news/q4-results',
    control: (page) => inMain(page).getByRole('button', { name: 'Share Article' }),
    // Where there is no share sheet (this Chromium), the link is copied and a toast says so.
    answer: { text: ['Link copied', 'Copy this link'] },
  },
  {
    name: 'article-download',
    label: 'Article "Download PDF" -> download notice',
    path: '/news/q4-results',
    control: (page) => inMain(page).getByRole('link', { name: 'Download PDF' }),
    answer: downloadNotice,
  },
  {
    name: 'resource-download',
    label: 'Resources guide "Download" -> download notice',
    path: '/resources',
    control: (page) => inMain(page).getByRole('link', { name: 'Download: WAHO Certification Guide 2024' }),
    answer: downloadNotice,
  },
  {
    name: 'catalog-download',
    label: 'Malaria drugs "Download Catalog" -> download begins',
    path: '/services/malaria-drugs',
    control: (page) => inMain(page).getByRole('link', { name: /download catalog/i }),
    // A plain link (no island today): the answer is the download beginning, or a notice.
    answer: { download: true, text: ['Download Started'] },
  },
  {
    name: 'video',
    label: 'Resources video card (play) -> playing',
    path: '/resources',
    control: (page) => inMain(page).getByRole('button', { name: /^play video:/i }).first(),
    answer: { text: ['Video Playing'] },
  },
  {
    name: 'webinar',
    label: 'Resources webinar "Register" -> alert',
    path: '/resources',
    control: (page) => inMain(page).getByRole('button', { name: 'Register', exact: true }),
    answer: { dialog: true },
  },
  {
    name: 'ama',
    label: 'AMA "Assessment Check" -> alert',
    path: '/services/ama',
    optional: true,
    control: (page) => inMain(page).getByRole('button', { name: /assessment/i }).first(),
    answer: { dialog: true },
  },
  {
    name: 'newsletter',
    label: 'Newsletter "Subscribe", empty -> error',
    path: '/news',
    control: (page) => inMain(page).getByRole('button', { name: 'Subscribe' }),
    answer: { selector: 'main [aria-invalid="true"]', text: ['Check your e-mail address'] },
  },
];

// --- options ------------------------------------------------------------------------------
function parseArguments(config) {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}
const { values: options } = parseArguments({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    profile: { type: 'string' },
    timeout: { type: 'string', default: '15000' },
    port: { type: 'string', default: '4350' },
    base: { type: 'string' },
    /** Lists, for each run, the requests the page made between the tap and the answer. */
    requests: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const timeoutMs = Number(options.timeout);
const only = options.only?.split(',').filter(Boolean);
const profileNames = options.profile ? options.profile.split(',') : Object.keys(profiles);
const unknown = [
  ...(only ?? []).filter((name) => !controls.some((entry) => entry.name === name)),
  ...profileNames.filter((name) => !(name in profiles)),
];
if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1 || !(timeoutMs > 0)) {
  if (unknown.length > 0) console.error(`Unknown control or profile: ${unknown.join(', ')}`);
  else console.error('--runs takes a whole number from 1, --timeout a number of milliseconds');
  console.error(`Controls: ${controls.map((entry) => entry.name).join(', ')}. Profiles: ${Object.keys(profiles).join(', ')}.`);
  process.exit(2);
}
const selected = controls.filter((entry) => !only || only.includes(entry.name));

// --- in the page --------------------------------------------------------------------------
/**
 * Runs in every page before its own scripts (addInitScript): records the tap and watches for
 * the answer. Self-contained, since it is serialised into the page.
 */
function tapProbe() {
  const state = { armed: false, t0: null, listenerAt: null, end: null, how: null, dialogAt: null };
  let settle;
  const done = new Promise((resolve) => {
    settle = resolve;
  });
  const onTap = (event) => {
    if (!state.armed || state.t0 !== null) return;
    const now = performance.now();
    state.listenerAt = now;
    // The event's own time stamp is when the input was dispatched to the page, before any
    // wait for a busy main thread; fall back on the listener's time if it looks wrong.
    state.t0 = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
  };
  for (const type of ['pointerdown', 'touchstart']) window.addEventListener(type, onTap, { capture: true, passive: true });
  // The dialog is on screen as soon as the page asks for it (and the page stops until it closes).
  for (const name of ['alert', 'confirm', 'prompt']) {
    const original = window[name];
    window[name] = function (...rest) {
      if (state.armed && state.t0 !== null && state.dialogAt === null) state.dialogAt = performance.now();
      return original.apply(this, rest);
    };
  }

  /** Drawn with a size (not visually hidden), and by default inside the viewport. */
  const shown = (element, anywhere = false) => {
    if (!element?.isConnected) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    return anywhere || (box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth);
  };
  const textHolders = (strings) => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (strings.some((text) => node.data.includes(text)) && node.parentElement) found.push(node.parentElement);
    }
    return found;
  };
  const pathOf = (link) => new URL(link.href, location.href).pathname.replace(/\/$/, '') || '/';

  /** Conditions of one answer, each a function of candidates found again after each change. */
  function conditions(answer) {
    const list = [];
    if (answer.text) {
      let holders = [];
      list.push({ how: 'text', refresh: () => (holders = textHolders(answer.text)), holds: () => holders.some(shown) });
    }
    if (answer.selector) {
      let matches = [];
      list.push({ how: 'selector', refresh: () => (matches = [...document.querySelectorAll(answer.selector)]), holds: () => matches.some(shown) });
    }
    if (answer.countChange) {
      let matches = [];
      // Anywhere on the page: the viewport may show one card before and after filtering.
      const count = () => matches.filter((element) => shown(element, true)).length;
      const entry = { how: 'count', refresh: () => (matches = [...document.querySelectorAll(answer.countChange)]), holds: () => count() !== entry.before };
      entry.refresh();
      entry.before = count();
      list.push(entry);
    }
    if (answer.linksInView) {
      let links = [];
      list.push({
        how: 'links',
        refresh: () => (links = [...document.querySelectorAll('a[href]')].filter((link) => answer.linksInView.includes(pathOf(link)))),
        holds: () => answer.linksInView.every((target) => links.some((link) => pathOf(link) === target && shown(link))),
      });
    }
    if (answer.dialog) {
      let dialogs = [];
      list.push({
        how: 'dialog',
        refresh: () => (dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')]),
        holds: () => state.dialogAt !== null || dialogs.some(shown),
      });
    }
    return list;
  }

  window.__tapProbe = {
    /** Starts watching; says whether the answer is already there (then it cannot be timed). */
    arm(answer) {
      const list = conditions(answer);
      for (const entry of list) entry.refresh();
      const already = list.find((entry) => entry.holds())?.how ?? null;
      let dirty = false;
      const observer = new MutationObserver(() => {
        dirty = true;
      });
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => {
        if (state.t0 !== null) {
          if (dirty) {
            dirty = false;
            for (const entry of list) entry.refresh();
          }
          const hit = list.find((entry) => entry.holds());
          if (hit) {
            state.end = hit.how === 'dialog' && state.dialogAt !== null ? state.dialogAt : performance.now();
            state.how = hit.how;
            observer.disconnect();
            settle();
            return;
          }
        }
        requestAnimationFrame(frame);
      };
      state.armed = true;
      requestAnimationFrame(frame);
      return { already };
    },
    /** Resolves when the answer has been seen, or after `ms`. */
    result: (ms) => Promise.race([done, new Promise((resolve) => setTimeout(resolve, ms))]).then(() => ({ ...state, timeOrigin: performance.timeOrigin })),
    state: () => ({ ...state, timeOrigin: performance.timeOrigin }),
  };
}

// --- one measurement ----------------------------------------------------------------------
class BenchError extends Error {}

async function measure(browser, base, profile, entry) {
  const context = await browser.newContext({ ...PHONE, acceptDownloads: true, ...(profile.saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) });
  try {
    await context.addInitScript(tapProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await cdp.send('Network.enable');
    // What crossed the network, in this script's time: each response's bytes (encoded, with
    // its headers) when it finished, and whether it was a script.
    const transfers = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => transfers.set(requestId, { script: type === 'Script', bytes: 0, end: null }));
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      const transfer = transfers.get(requestId);
      if (transfer) transfer.script ||= type === 'Script';
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const transfer = transfers.get(requestId);
      if (transfer) Object.assign(transfer, { bytes: encodedDataLength, end: Date.now() });
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.download,
      uploadThroughput: profile.upload,
      connectionType: profile.connectionType,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Dialogs are accepted and downloads cancelled; they answer only where the table says so.
    let nodeAnswer = null;
    const seen = (how) => {
      if (entry.answer[how]) nodeAnswer ??= { at: Date.now(), how };
    };
    page.on('dialog', (dialog) => {
      seen('dialog');
      dialog.accept().catch(() => undefined);
    });
    page.on('download', (started) => {
      seen('download');
      started.cancel().catch(() => undefined);
    });

    // What the page fetches, in this script's time (Date.now()), for --requests.
    const requests = [];
    page.on('request', (request) => requests.push({ request, url: request.url(), start: Date.now(), end: null }));
    page.on('requestfinished', (request) => {
      const found = requests.find((item) => item.request === request);
      if (found) found.end = Date.now();
    });

    await page.goto(base + entry.path, { waitUntil: 'load', timeout: 60_000 });
    const control = entry.control(page);
    try {
      await control.waitFor({ state: 'visible', timeout: 10_000 });
    } catch {
      throw new BenchError('control not found');
    }
    // The visitor scrolls to the control (below the fold on a phone), then taps it 3 s after load.
    // Once more if it was replaced meanwhile (the FAQ's native questions become the accordion).
    await control.scrollIntoViewIfNeeded().catch(() => control.scrollIntoViewIfNeeded());
    await page.evaluate(async (after) => {
      const [navigation] = performance.getEntriesByType('navigation');
      const wait = (navigation?.loadEventEnd ?? 0) + after - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }, TAP_AFTER_LOAD_MS);
    const { already } = await page.evaluate((answer) => window.__tapProbe.arm(answer), entry.answer);
    if (already) throw new BenchError(`answer (${already}) already on screen before the tap`);

    const target = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, covered: hit && !element.contains(hit) && !hit.contains(element) ? hit.outerHTML.slice(0, 80) : null };
    });
    if (target.covered) throw new BenchError(`control covered by ${target.covered}`);
    // Bytes before the tap: everything that had arrived, and the script among it.
    const before = [...transfers.values()].filter((transfer) => transfer.end !== null);
    const bytesBefore = before.reduce((sum, transfer) => sum + transfer.bytes, 0);
    const scriptBytesBefore = before.filter((transfer) => transfer.script).reduce((sum, transfer) => sum + transfer.bytes, 0);
    await page.touchscreen.tap(target.x, target.y);

    // The page's own record, or a dialog/download seen by this script, whichever comes first.
    const deadline = Date.now() + timeoutMs;
    const inPage = page.evaluate((ms) => window.__tapProbe.result(ms), timeoutMs).catch(() => null);
    while (Date.now() < deadline && !nodeAnswer) {
      const settled = await Promise.race([inPage, new Promise((resolve) => setTimeout(() => resolve(undefined), 50))]);
      if (settled !== undefined) break;
    }
    const probe = nodeAnswer ? await page.evaluate(() => window.__tapProbe.state()).catch(() => null) : await inPage;
    if (!probe || probe.t0 === null) throw new BenchError('the tap never reached the page');
    const candidates = [];
    if (probe.end !== null) candidates.push({ ms: probe.end - probe.t0, how: probe.how });
    if (nodeAnswer) candidates.push({ ms: nodeAnswer.at - probe.timeOrigin - probe.t0, how: nodeAnswer.how });
    if (candidates.length === 0) throw new BenchError(`no answer within ${timeoutMs} ms`);
    const answer = candidates.reduce((best, next) => (next.ms < best.ms ? next : best));
    const tap = probe.timeOrigin + probe.t0;
    const fetched = requests
      .filter((item) => item.start >= tap && item.start <= tap + answer.ms)
      .map((item) => `${new URL(item.url).pathname} ${Math.round(item.start - tap)}-${item.end === null ? '?' : Math.round(item.end - tap)} ms`);
    return { ...answer, fetched, inputDelay: probe.listenerAt - probe.t0, bytesBefore, scriptBytesBefore };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// --- main ---------------------------------------------------------------------------------
// The site as `npm start` serves it (built first when needed), with a database of its own
// so that a running `npm start` keeps its own; or an already running one (--base).
const base = options.base?.replace(/\/$/, '') ?? `http://localhost:${options.port}`;
const serve = () => startSite(Number(options.port), { DATA_DIR: path.join(root, '.data', 'bench-interaction') });
let server = options.base ? null : await serve();
const siteAnswers = () =>
  fetch(`${base}/`, { method: 'HEAD', signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );
async function restartSite() {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
  }
  server = await serve();
}
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });

/** results[control][profile] = { samples: [{ ms, how }], error } */
const results = Object.fromEntries(selected.map((entry) => [entry.name, Object.fromEntries(profileNames.map((name) => [name, { samples: [] }]))]));
const absent = new Set();
try {
  console.log(`bench:interaction: ${selected.length} controls x ${profileNames.join(', ')}, ${runs} runs, CPU ${CPU_SLOWDOWN}x slower, ${base}`);
  // Runs interleaved (run 1 of everything, then run 2...) so that a busy moment of the
  // machine spreads over all the figures instead of spoiling one.
  for (let run = 1; run <= runs; run += 1) {
    for (const profileName of profileNames) {
      for (const entry of selected) {
        const cell = results[entry.name][profileName];
        if (cell.error || absent.has(entry.name)) continue;
        try {
          let sample;
          try {
            sample = await measure(browser, base, profiles[profileName], entry);
          } catch (error) {
            // On a shared machine our server may be stopped under us: start it again and
            // measure again, once a run.
            if (!server || (await siteAnswers())) throw error;
            console.log('  (the site server stopped answering: starting it again)');
            await restartSite();
            sample = await measure(browser, base, profiles[profileName], entry);
          }
          cell.samples.push(sample);
          const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
          console.log(
            `  run ${run} ${profileName.padEnd(8)} ${entry.name.padEnd(18)} ${Math.round(sample.ms)} ms (${sample.how}), before the tap ${kib(sample.bytesBefore)} of which script ${kib(sample.scriptBytesBefore)}`,
          );
          if (options.requests) {
            console.log(`      the page's first listener ran ${Math.round(sample.inputDelay)} ms after the tap`);
            for (const line of sample.fetched) console.log(`      fetched after the tap: ${line}`);
          }
        } catch (error) {
          if (!(error instanceof BenchError)) throw error;
          if (entry.optional && error.message === 'control not found') absent.add(entry.name);
          else cell.error = error.message;
          console.log(`  run ${run} ${profileName.padEnd(8)} ${entry.name.padEnd(18)} ${error.message}`);
        }
      }
    }
  }
} finally {
  await browser.close();
  server?.kill();
}

// --- report -------------------------------------------------------------------------------
const cellText = ({ samples, error }) => {
  if (error) return `FAILED: ${error}`;
  const values = samples.map((sample) => sample.ms);
  return `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
};
/** Script before the tap (median, KiB brotli as transferred): what a visitor paid for before asking anything. */
const scriptBeforeText = ({ samples, error }) => (error || samples.length === 0 ? '-' : (median(samples.map((sample) => sample.scriptBytesBefore)) / 1024).toFixed(1));
const header = [
  'control',
  'page',
  ...profileNames.flatMap((name) => [`${profiles[name].label} ms`, `script before tap KiB`]),
  'answered by',
];
const lines = selected.map((entry) => {
  if (absent.has(entry.name)) return [entry.name, entry.path, ...profileNames.flatMap(() => ['absent', '']), ''];
  const cells = profileNames.map((name) => results[entry.name][name]);
  const hows = [...new Set(cells.flatMap((cell) => cell.samples.map((sample) => sample.how)))];
  return [entry.name, entry.path, ...cells.flatMap((cell) => [cellText(cell), scriptBeforeText(cell)]), hows.join(', ')];
});
const all = [header, ...lines];
const widths = header.map((_, column) => Math.max(...all.map((line) => line[column].length)));
console.log('');
for (const line of all) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
console.log(`\nTap to answer on screen: median (min-max) of ${runs} runs, 390x844 touch, CPU ${CPU_SLOWDOWN}x slower, tap ${TAP_AFTER_LOAD_MS / 1000} s after load, cold cache.`);
console.log('Script before tap: median KiB of script files transferred (encoded, headers included) before the tap; Save-Data asks for none.');
for (const entry of selected) console.log(`  ${entry.name.padEnd(18)} ${entry.label}`);

const failed = selected.filter((entry) => profileNames.some((name) => results[entry.name][name].error));
if (failed.length > 0) {
  console.error(`\n${failed.length} control(s) could not be measured: ${failed.map((entry) => entry.name).join(', ')}`);
  process.exit(1);
}
