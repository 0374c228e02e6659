// Route-change time (issue 14, part 3): from a ready /home to another remote's route, on the desktop preset (no CPU or
// network throttling, the desktop viewport), as a person moves: pointer on a header link, a short rest, a click.
// Measured in the page, from the click event to the new owner's route region reporting itself mounted.
import { DESKTOP_VIEWPORT, HOVER_MS, ROUTE_CHANGE_LINKS, routeById } from './config.mjs';

/** How long a step of one run may take before the run counts as failed. */
const STEP_TIMEOUT_MS = 20_000;

/**
 * Installed in the page just before the hover: notes the click's time (the event's own timestamp, when the input
 * arrived) and the first moment the owner's region in <main> reports `mounted` (or `failed`). A MutationObserver sees the
 * attribute change in the same task React commits it, so no polling interval is added to the number.
 */
function watchRouteChange(owner) {
  const state = { clickAt: null, mountedAt: null, failedAt: null, path: null };
  window.__benchRoute = state;
  const selector = `main [data-region="${owner}"]`;
  const check = () => {
    if (state.clickAt == null || state.mountedAt != null || state.failedAt != null) return;
    const status = document.querySelector(selector)?.getAttribute('data-status');
    if (status === 'mounted') state.mountedAt = performance.now();
    else if (status === 'failed') state.failedAt = performance.now();
    if (status === 'mounted' || status === 'failed') {
      state.path = location.pathname + location.search;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  document.addEventListener(
    'click',
    (event) => {
      state.clickAt ??= event.timeStamp;
      check();
    },
    { capture: true, once: true },
  );
}

/**
 * Whether the owner's files were already fetched before the hover (by an idle prefetch, or by a parcel of the same
 * remote in the header): the number then says less about fetching the remote and more about mounting it.
 */
function ownerFetched(owner) {
  return performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.includes(`/${owner}/`));
}

/** The page is interactive: the shell hydrated and the route's remote is mounted (as e2e/support/ready.ts waits). */
async function waitUntilInteractive(page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready', null, { timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(() => !document.querySelector('main [data-region][data-status="loading"]'), null, {
    timeout: STEP_TIMEOUT_MS,
  });
  // The first load's own requests are done (a person reads the page a moment before moving on). Not long enough for the
  // shell's idle prefetch of the header links (USE_IDLE_MS after the load), so the hover's prefetch is what is measured.
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
}

/**
 * The first of ROUTE_CHANGE_LINKS this header shows, with its route's owner and path. A header parcel of that owner
 * (the mini-cart for the cart link) replaces its stand-in link when it mounts, and the pointer must rest on the link
 * that will be clicked: that swap is waited for first.
 */
async function pickLink(page) {
  for (const candidate of ROUTE_CHANGE_LINKS) {
    const link = page.locator(candidate.selector).first();
    if (!(await link.isVisible())) continue;
    const route = routeById(candidate.routeId);
    await page.waitForFunction((o) => !document.querySelector(`header [data-region="${o}"][data-status="loading"]`), route.owner, {
      timeout: STEP_TIMEOUT_MS,
    });
    return { link: page.locator(candidate.selector).first(), selector: candidate.selector, owner: route.owner, path: route.paths[0] };
  }
  throw new Error(`the header shows none of ${ROUTE_CHANGE_LINKS.map((c) => c.selector).join(', ')}`);
}

/**
 * One route change in a fresh context: open `from`, wait until it is interactive, rest the pointer on the link for
 * HOVER_MS, click, and wait until the owner's region in <main> is mounted. Returns the milliseconds and what was seen.
 */
async function oneRouteChange(browser, { origin, from, cookies }) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, serviceWorkers: 'block' });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    // Errors of the first page (e.g. its hydration) are told apart from those of the move.
    const consoleErrors = { before: [], after: [] };
    let phase = 'before';
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors[phase].push(msg.text());
    });
    page.on('pageerror', (error) => consoleErrors[phase].push(`pageerror: ${error.message}`));

    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS * 2 });
    await waitUntilInteractive(page);
    const { link, selector, owner, path } = await pickLink(page);
    const fetchedBefore = await page.evaluate(ownerFetched, owner);

    await page.evaluate(watchRouteChange, owner);
    await link.hover();
    await page.waitForTimeout(HOVER_MS);
    phase = 'after';
    await link.click();
    const outcome = await page
      .waitForFunction(() => {
        const s = window.__benchRoute;
        return s.mountedAt != null || s.failedAt != null ? s : null;
      }, null, { timeout: STEP_TIMEOUT_MS })
      .then((handle) => handle.jsonValue())
      .catch(async () => ({ ...(await page.evaluate(() => window.__benchRoute).catch(() => ({}))), timedOut: true }));

    const problems = [];
    if (outcome.timedOut) problems.push(`${owner} did not mount within ${STEP_TIMEOUT_MS / 1000} s of the click (now on ${page.url()})`);
    if (outcome.failedAt != null) problems.push(`${owner} failed to load (its region shows Retry)`);
    if (outcome.path != null && outcome.path !== path) problems.push(`ended on ${outcome.path}, not ${path}`);
    const oneLine = (text) => text.replace(/\s+/g, ' ').slice(0, 200);
    for (const e of consoleErrors.before.slice(0, 3)) problems.push(`console on ${from}: ${oneLine(e)}`);
    for (const e of consoleErrors.after.slice(0, 3)) problems.push(`console after the click: ${oneLine(e)}`);
    const ok = outcome.mountedAt != null && outcome.clickAt != null && outcome.path === path;
    return { ms: ok ? outcome.mountedAt - outcome.clickAt : null, selector, owner, to: path, fetchedBefore, problems };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * `runs` route changes, each in a fresh context (nothing cached, nothing prefetched by an earlier run); the caller takes
 * the median. `onRun` hears each run as it ends (progress).
 */
export async function measureRouteChanges(browser, target, runs, onRun = () => {}) {
  const list = [];
  for (let i = 0; i < runs; i++) {
    const run = await oneRouteChange(browser, target);
    list.push(run);
    onRun(run, i);
  }
  return list;
}
