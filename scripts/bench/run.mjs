#!/usr/bin/env node
// Page bench (issue 14, part 6): for every brand (HOM, CA, CA_DEALER, ROWE, JC, ART, FFD) the pages home, list,
// detail, search results (the brand's search address for a word with results), cart and one account page
// (personalCenter, "My Account"; FFD: its shopper's orders), the last two signed in as the brand's demo person (the
// designer; FFD: its shopper): Lighthouse mobile (median of 5), LCP,
// TBT, CLS, first-load JS (gzip) and the first load's request count, in one table against the budgets of the page's
// group (browse or signed-in); then per brand the route-change time (desktop preset) from /home along a header link to
// a remote /home has not loaded (the avatar to mf-account's My Account; FFD: the cart link to /cart), against its
// budget; then every budget missed, or that all were met.
//
//   node scripts/bench/run.mjs                    7 brands x 6 pages + the route change, 5 runs each (about 2 h)
//   BENCH_BRANDS=CA BENCH_PAGES=search,cart,account BENCH_RUNS=1 node scripts/bench/run.mjs
//   BENCH_BRANDS=CA,FFD BENCH_PAGES=route-change node scripts/bench/run.mjs
//
// Other env: BENCH_PAGES names pages and/or `route-change` (default: all of them), BENCH_BREAKDOWN=HOM|all (also
// print the per-script JS table), BENCH_NO_BUILD=1 (fail instead of building a missing dist), BENCH_TIMEOUT_MIN
// (whole-run bound; default half as long again as the estimate printed at the start, at least 40), BENCH_STRICT=1 (exit
// 3 when a budget is missed), BENCH_SIGNED_IN=1 (the browse pages as the brand's demo person sees them, in designer mode;
// the cart and account pages are signed in either way).
// Starts one api on 8890 and, one brand at a time, that brand's shell server (8891..8897); stops each shell after its
// brand, the api at the end, and everything on error and on SIGINT/SIGTERM. Markdown goes to stdout, progress to
// stderr, raw results to bench/results/pages-<timestamp>.json. Exit: 0 measured, 1 failed, 3 strict and a budget missed.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBudgets, failuresOf, groupOf } from './budgets.mjs';
import {
  API_PORT,
  API_ENV,
  CHROME_FLAGS,
  DESKTOP_VIEWPORT,
  HOVER_MS,
  PLATFORM_CALLS,
  REMOTES,
  REPO_ROOT,
  ROUTE_CHANGE_FROM,
  ROUTE_CHANGE_LINKS,
  TARGETS,
  readOptions,
  shellPort,
} from './config.mjs';
import { launchBrowser, measureFirstLoad, warmForPhone } from './first-load.mjs';
import { lighthouseVersion, runLighthouse } from './lighthouse.mjs';
import { pageAddress, signedInCookies } from './pages.mjs';
import {
  assertPortFree,
  describeExit,
  fetchWithTimeout,
  killAllSync,
  runToCompletion,
  startProcess,
  stopAll,
  stopProcess,
  waitUntilReady,
} from './procs.mjs';
import { renderBreakdown, renderFailures, renderRouteChanges, renderTable } from './report.mjs';
import { measureRouteChanges } from './route-change.mjs';

const log = (...args) => console.error('[bench]', ...args);
/** A first paint observed this long after the load event is the headless compositor's late first frame, not the page. */
const LATE_FIRST_FRAME_MS = 700;

function childEnv(extra) {
  const env = { ...process.env };
  // Settings that would point a server somewhere other than this checkout's builds.
  for (const key of ['SHELL_DIST', 'REMOTES_MANIFEST', 'REMOTES_ROOT', 'BRAND', 'PORT', 'API_URL']) delete env[key];
  return { ...env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', API_HOST: '127.0.0.1', ...extra };
}

function median(values) {
  const v = values.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

async function ensureBuilds(brands, { noBuild }) {
  const missing = [];
  for (const remote of REMOTES) {
    if (!existsSync(join(REPO_ROOT, remote, 'dist', 'remote.js'))) missing.push({ what: remote, cwd: join(REPO_ROOT, remote), env: {} });
  }
  if (brands.length && !existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html')))
    missing.push({ what: 'shell', cwd: join(REPO_ROOT, 'shell'), env: {} });
  if (missing.length && noBuild) throw new Error(`not built: ${missing.map((m) => m.what).join(', ')} (BENCH_NO_BUILD=1)`);
  for (const m of missing) {
    log(`building ${m.what} (dist missing)`);
    const started = Date.now();
    await runToCompletion(`build ${m.what}`, 'npx', ['vite', 'build', '--configLoader', 'runner'], {
      cwd: m.cwd,
      env: { ...process.env, ...m.env },
      timeoutMs: 10 * 60_000,
    });
    log(`built ${m.what} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

/** When each build the pages are served from was last written (index.html / remote.js): one shell build serves every brand. */
function buildStamps() {
  const files = [join('shell', 'dist', 'index.html'), ...REMOTES.map((r) => join(r, 'dist', 'remote.js'))];
  const stamps = {};
  for (const f of files) {
    try {
      stamps[f] = statSync(join(REPO_ROOT, f)).mtimeMs;
    } catch {
      stamps[f] = null;
    }
  }
  return stamps;
}

function changedBuilds(before, after) {
  return Object.keys(before).filter((f) => before[f] !== after[f]);
}

/** Servers must live until the bench stops them: an early exit is reported and fails the run. */
const unexpectedExits = [];
let stopping = false;
function watchUnexpectedExit(record) {
  void record.done.then(() => {
    if (stopping || record.expectedExit) return;
    const message = describeExit(record);
    unexpectedExits.push(message);
    log(`unexpected exit: ${message}`);
  });
}

async function startApi() {
  await assertPortFree(API_PORT, 'the api');
  log(`starting api on ${API_PORT}`);
  const api = startProcess('api', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(REPO_ROOT, 'api'),
    env: childEnv({ API_PORT: String(API_PORT), ...API_ENV }),
  });
  watchUnexpectedExit(api);
  await waitUntilReady(api, 'the api', async () => {
    const res = await fetchWithTimeout(`http://127.0.0.1:${API_PORT}${PLATFORM_CALLS.health.path}`);
    return res.ok || `HTTP ${res.status}`;
  });
  return api;
}

async function startShell(brand) {
  const port = shellPort(brand);
  await assertPortFree(port, `the ${brand} shell server`);
  log(`starting ${brand} shell server on ${port}`);
  const shell = startProcess(`shell ${brand}`, process.execPath, ['dist-server/main.mjs'], {
    cwd: join(REPO_ROOT, 'shell'),
    // One brand on its own, as a single-brand `npm start` serves it: it shares its session with no site.
    env: childEnv({ BRAND: brand, PORT: String(port), API_URL: `http://127.0.0.1:${API_PORT}`, SESSION_SITES: '' }),
  });
  watchUnexpectedExit(shell);
  await waitUntilReady(shell, `the ${brand} shell server`, async () => {
    // Healthy = the api answers through this server's proxy, and the page itself is served.
    const health = await fetchWithTimeout(`http://127.0.0.1:${port}${PLATFORM_CALLS.health.path}`);
    if (!health.ok) return `${PLATFORM_CALLS.health.path} via shell: HTTP ${health.status}`;
    const page = await fetchWithTimeout(`http://127.0.0.1:${port}/home`, { headers: { accept: 'text/html' } });
    await page.arrayBuffer();
    if (!page.ok) return `/home: HTTP ${page.status}`;
    return true;
  });
  return { shell, port };
}

function firstLoadWarnings(fl, path) {
  const warnings = [];
  if (fl.brotliSeen) warnings.push('a response came brotli-encoded although the context accepts gzip only');
  if (fl.documentStatus !== 200) warnings.push(`document status ${fl.documentStatus}`);
  const final = new URL(fl.finalUrl);
  if (final.pathname + final.search !== path) warnings.push(`ended on ${fl.finalUrl}, not ${path}`);
  if (fl.fcpMs == null) warnings.push('no first-contentful-paint entry');
  for (const f of fl.failedRequests) warnings.push(`request failed: ${new URL(f.url).pathname} ${f.status ?? f.failure}`);
  for (const e of fl.consoleErrors.slice(0, 5)) warnings.push(`console: ${e.slice(0, 200)}`);
  return warnings;
}

/** The builds write a .gz beside every file from this size on (tooling's precompress); smaller files are served as they are. */
const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Larger scripts that came without gzip: their .gz is missing (a build still writing, or one that skipped it), and the
 * JS column counts them at full size.
 */
function uncompressedScripts(fl) {
  const large = fl.scripts.filter((s) => s.contentEncoding !== 'gzip' && s.status === 200 && s.encodedBytes >= PRECOMPRESS_MIN_BYTES);
  if (!large.length) return [];
  return [`scripts served without gzip though over 256 B (no .gz beside them?): ${large.map((s) => `${s.path} ${s.encodedBytes} B`).join(', ')}`];
}

let aborted = false;
let currentBrowser = null;

let finishing = false;
const cleanupAndExit = async (code, reason) => {
  if (finishing) return;
  finishing = true;
  if (reason) log(reason);
  aborted = true;
  stopping = true;
  await currentBrowser?.close().catch(() => {});
  await stopAll().catch((e) => log(`cleanup: ${e.message}`));
  process.exit(code);
};

function assertAlive(servers) {
  if (aborted) throw new Error('aborted');
  for (const record of servers) if (record.exited) throw new Error(`server gone: ${describeExit(record)}`);
}

/**
 * One page of a brand: `runs` cold first loads (JS, requests) and `runs` Lighthouse mobile runs, each summarised by its
 * median. `page` is the page's name (its budget group), `label` what the table calls it.
 */
async function benchPage({ brand, page, label, path, port, runs, meta, servers, cookies = [] }) {
  const url = `http://127.0.0.1:${port}${path}`;
  const result = { brand, page, label, group: groupOf(page), path, url, port, firstLoad: null, firstLoadRuns: [], summary: null, lighthouse: null, problems: [], notes: [] };

  // 1 + 2: cold loads in fresh gzip-only contexts; the first one is kept whole, the rest summarised.
  const browser = await launchBrowser();
  currentBrowser = browser;
  try {
    meta.chromium ??= browser.version();
    for (let i = 0; i < runs; i++) {
      assertAlive(servers);
      const fl = await measureFirstLoad(browser, url, { cookies });
      assertAlive(servers);
      log(
        `${brand} first load ${i + 1}/${runs}: JS ${fl.jsKB.toFixed(1)} KB gz in ${fl.scriptRequests} scripts, ` +
          `${fl.totalRequests} requests, ${fl.requestsBeforeFirstPaint ?? 'n/a'} before FCP (${fl.fcpMs?.toFixed(0) ?? 'n/a'} ms)`,
      );
      result.firstLoadRuns.push({
        jsBytes: fl.jsBytes,
        scriptRequests: fl.scriptRequests,
        totalRequests: fl.totalRequests,
        requestsBeforeFirstPaint: fl.requestsBeforeFirstPaint,
        fcpMs: fl.fcpMs,
      });
      if (i === 0) {
        result.firstLoad = fl;
        result.problems.push(...firstLoadWarnings(fl, path));
        result.problems.push(...uncompressedScripts(fl));
        const small = fl.scripts.filter((s) => s.contentEncoding !== 'gzip' && s.status === 200 && s.encodedBytes < PRECOMPRESS_MIN_BYTES);
        if (small.length)
          result.notes.push(
            `scripts served without gzip (under the 256 B precompress threshold, no .gz beside them): ${small.map((s) => `${s.path} ${s.encodedBytes} B`).join(', ')}`,
          );
      }
    }
  } finally {
    currentBrowser = null;
    await browser.close().catch(() => {});
  }
  const flRuns = result.firstLoadRuns;
  result.firstLoad.requestsBeforeFirstPaint = median(flRuns.map((r) => r.requestsBeforeFirstPaint));
  result.firstLoad.requestsBeforeFirstPaintRuns = flRuns.map((r) => r.requestsBeforeFirstPaint);
  // The table and the budgets read medians, like Lighthouse's; the first load is kept whole for the breakdown.
  result.summary = {
    jsKB: median(flRuns.map((r) => r.jsBytes / 1024)),
    totalRequests: median(flRuns.map((r) => r.totalRequests)),
    requestsBeforeFirstPaint: result.firstLoad.requestsBeforeFirstPaint,
  };
  if (new Set(flRuns.map((r) => r.jsBytes)).size > 1)
    result.notes.push(`JS bytes varied between loads: ${flRuns.map((r) => r.jsBytes).join(', ')} (table shows the median)`);
  if (new Set(flRuns.map((r) => r.totalRequests)).size > 1)
    result.notes.push(`requests varied between loads: ${flRuns.map((r) => r.totalRequests).join(', ')} (table shows the median)`);

  // The phone's picture sizes read once before Lighthouse, as every visitor after the first finds them.
  const warmBrowser = await launchBrowser();
  try {
    await warmForPhone(warmBrowser, url, { cookies });
  } finally {
    await warmBrowser.close().catch(() => {});
  }

  // 3: Lighthouse, mobile preset, median of each metric over the runs.
  const lhRuns = [];
  const busyNotes = [];
  for (let i = 0; i < runs; i++) {
    const started = Date.now();
    assertAlive(servers);
    const loadBefore = loadavg()[0];
    const lh = await runLighthouse(url, { cookies });
    assertAlive(servers);
    lh.loadAverage1m = { before: loadBefore, after: loadavg()[0] };
    lhRuns.push(lh);
    // Lighthouse's own Chrome keeps ~2 cores busy; well above that, something else competes for the CPU.
    if (Math.max(loadBefore, lh.loadAverage1m.after) > 2 * cpus().length)
      busyNotes.push(`run ${i + 1}: 1-min load ${loadBefore.toFixed(1)} -> ${lh.loadAverage1m.after.toFixed(1)}`);
    log(
      `${brand} lighthouse ${i + 1}/${runs} (${((Date.now() - started) / 1000).toFixed(0)} s): perf ${lh.perf}, ` +
        `LCP ${lh.lcpS?.toFixed(2)} s, TBT ${lh.tbtMs?.toFixed(0)} ms, CLS ${lh.cls?.toFixed(3)}`,
    );
    if (lh.runtimeError) result.problems.push(`lighthouse run ${i + 1}: ${lh.runtimeError.code} ${lh.runtimeError.message}`);
    else for (const w of lh.runWarnings) result.notes.push(`lighthouse run ${i + 1}: ${String(w).slice(0, 200)}`);
    if (lh.finalUrl) {
      const final = new URL(lh.finalUrl);
      if (final.pathname + final.search !== path) result.problems.push(`lighthouse run ${i + 1} ended on ${lh.finalUrl}`);
    }
  }
  const lateFrames = lhRuns.flatMap((r, i) => (r.observedFcpMs != null && r.observedLoadMs != null && r.observedFcpMs - r.observedLoadMs > LATE_FIRST_FRAME_MS ? [`run ${i + 1}: painted ${Math.round(r.observedFcpMs)} ms, loaded ${Math.round(r.observedLoadMs)} ms`] : []));
  if (lateFrames.length)
    result.notes.push(`first frame shown late by the headless browser (${lateFrames.join('; ')}): the page was loaded and painted long before it was shown (decision 031)`);
  if (busyNotes.length)
    result.notes.push(
      `machine busy during Lighthouse (${cpus().length} cores; ${busyNotes.join('; ')}): its timings are less reliable`,
    );
  result.lighthouse = {
    runs: lhRuns,
    validRuns: lhRuns.filter((r) => r.perf != null).length,
    median: {
      perf: median(lhRuns.map((r) => r.perf)),
      lcpS: median(lhRuns.map((r) => r.lcpS)),
      tbtMs: median(lhRuns.map((r) => r.tbtMs)),
      cls: median(lhRuns.map((r) => r.cls)),
      fcpS: median(lhRuns.map((r) => r.fcpS)),
      speedIndexS: median(lhRuns.map((r) => r.speedIndexS)),
    },
  };
  return result;
}

/**
 * The route change of a brand (issue 14, part 3): signed in as the brand's demo person, from /home along a header link to a
 * remote /home has not loaded (ROUTE_CHANGE_LINKS), `runs` times in fresh contexts of one browser; the median is
 * compared with its budget.
 */
async function benchRouteChange({ brand, port, runs, servers, cookies }) {
  const target = { origin: `http://127.0.0.1:${port}`, from: ROUTE_CHANGE_FROM, cookies };
  const browser = await launchBrowser();
  currentBrowser = browser;
  let list;
  try {
    assertAlive(servers);
    list = await measureRouteChanges(browser, target, runs, (run, i) => {
      assertAlive(servers);
      const fetched = run.fetchedBefore ? `; ${run.owner} already fetched before the hover` : '';
      log(`${brand} route change to ${run.to} ${i + 1}/${runs}: ${run.ms == null ? run.problems.join('; ') : `${run.ms.toFixed(0)} ms`}${fetched}`);
    });
  } finally {
    currentBrowser = null;
    await browser.close().catch(() => {});
  }
  const { selector, owner, to } = list[0];
  const result = { brand, from: ROUTE_CHANGE_FROM, to, selector, owner, runs: list, medianMs: median(list.map((r) => r.ms)), problems: [] };
  list.forEach((run, i) => result.problems.push(...run.problems.map((p) => `run ${i + 1}: ${p}`)));
  if (result.medianMs == null) result.error = `no route change completed (${result.problems[0] ?? 'no runs'})`;
  return result;
}

/** Stops everything the bench started on a signal, a crash, or the whole-run bound. */
function installStopHandlers(options) {
  process.on('SIGINT', () => void cleanupAndExit(130, 'SIGINT: stopping everything the bench started'));
  process.on('SIGTERM', () => void cleanupAndExit(143, 'SIGTERM: stopping everything the bench started'));
  process.on('SIGHUP', () => void cleanupAndExit(129, 'SIGHUP: stopping everything the bench started'));
  process.on('uncaughtException', (e) => void cleanupAndExit(1, `uncaught: ${e?.stack ?? e}`));
  process.on('unhandledRejection', (e) => void cleanupAndExit(1, `unhandled rejection: ${e?.stack ?? e}`));
  process.on('exit', killAllSync);
  const deadline = setTimeout(
    () => void cleanupAndExit(1, `the bench did not finish within ${options.timeoutMs / 60_000} min (BENCH_TIMEOUT_MIN); stopped`),
    options.timeoutMs,
  );
  deadline.unref();
  return deadline;
}

/**
 * One page of a brand: its address (skipped with a note when the route table does not give the brand that page), its
 * cookies (the signed-in pages always as the brand's demo person; the browse pages so with BENCH_SIGNED_IN=1), the measure.
 */
async function benchBrandPage({ brand, page, options, meta, servers, designer }) {
  const { path, note } = await pageAddress(brand, page);
  if (!path) return { brand, page, label: page, path: null, skipped: note };
  const signedIn = groupOf(page) === 'signedIn' || options.signedIn;
  const label = signedIn && groupOf(page) === 'browse' ? `${page} (designer)` : page;
  const cookies = signedIn ? await designer() : [];
  const result = await benchPage({ brand, page, label, path, port: shellPort(brand), runs: options.runs, meta, servers, cookies });
  if (note) result.about = note;
  return result;
}

/**
 * A brand: its shell server starts, its pages and its route change are measured, and it stops before the next brand's
 * starts. Returns the page results and the route change (null when not selected).
 */
async function benchBrand(brand, api, options, meta) {
  const results = [];
  let routeChange = null;
  let shell = null;
  // One sign-in per brand serves all its signed-in measures.
  let cookies = null;
  const designer = async () => (cookies ??= await signedInCookies(brand));
  try {
    const builds = buildStamps();
    ({ shell } = await startShell(brand));
    const servers = [api, shell];
    for (const page of options.pages) {
      if (aborted) break;
      try {
        const result = await benchBrandPage({ brand, page, options, meta, servers, designer });
        const changed = changedBuilds(builds, buildStamps());
        if (changed.length && !result.skipped)
          result.problems.unshift(`build output changed while measuring (a concurrent build?): ${changed.join(', ')}; rerun the bench`);
        results.push(result);
      } catch (error) {
        if (aborted) break;
        log(`${brand} ${page} failed: ${error.stack ?? error.message}`);
        results.push({ brand, page, url: `http://127.0.0.1:${shellPort(brand)}`, error: error.message });
      }
    }
    if (options.routeChange && !aborted) {
      try {
        routeChange = await benchRouteChange({ brand, port: shellPort(brand), runs: options.runs, servers, cookies: await designer() });
        const changed = changedBuilds(builds, buildStamps());
        if (changed.length)
          routeChange.problems.unshift(`build output changed while measuring (a concurrent build?): ${changed.join(', ')}; rerun the bench`);
      } catch (error) {
        if (!aborted) log(`${brand} route change failed: ${error.stack ?? error.message}`);
        routeChange = { brand, from: ROUTE_CHANGE_FROM, to: '?', selector: '?', owner: '?', runs: [], error: error.message };
      }
    }
  } catch (error) {
    if (!aborted) {
      log(`${brand} failed: ${error.stack ?? error.message}`);
      results.push({ brand, page: 'all', url: `http://127.0.0.1:${shellPort(brand)}`, error: error.message });
    }
  } finally {
    if (shell && !aborted) {
      shell.expectedExit = true;
      await stopProcess(shell);
    }
  }
  return { results, routeChange };
}

/** The raw results file: everything measured, with the method and the budgets, for later comparison. */
function writeRawResults({ options, startedAt, meta, results, routeChanges, checks }) {
  const report = {
    pages: options.pages,
    routeChange: options.routeChange,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    runs: options.runs,
    brands: options.brands,
    environment: {
      node: process.version,
      chromium: meta.chromium,
      chromiumFlags: CHROME_FLAGS,
      lighthouse: lighthouseVersion(),
      lighthousePreset: 'default config (mobile, simulated throttling), performance only',
      acceptEncoding: 'gzip (first loads)',
    },
    method: {
      firstLoadJs: 'sum of encoded (transferred body) sizes of JS responses (resourceType script or JS content-type) until network idle, fresh context, Accept-Encoding: gzip; median over the cold loads',
      requests: 'every request of the first load until network idle; median over the cold loads',
      requestsBeforeFirstPaint: 'document + resource-timing entries with startTime < first-contentful-paint; median over the cold loads',
      lighthouse: 'median of each metric independently over the runs; signed-in pages with the cookies in the browser\'s cookie jar',
      routeChange: `desktop preset (no throttling, ${DESKTOP_VIEWPORT.width}x${DESKTOP_VIEWPORT.height}), signed in as the brand's demo person: ${ROUTE_CHANGE_FROM} ready and network idle, pointer on the first header link of ${ROUTE_CHANGE_LINKS.map((l) => l.selector).join(' / ')} for ${HOVER_MS} ms, click; time from the click event to main [data-region=<owner>] data-status=mounted; median over fresh contexts`,
    },
    targets: TARGETS,
    unexpectedExits,
    budgetChecks: checks,
    budgetFailures: failuresOf(checks),
    results,
    routeChanges,
  };
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pages-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** The Markdown the bench prints: the page table, its notes, the route changes, the failures, breakdowns on request. */
function renderOutput({ options, startedAt, results, routeChanges, checks, file }) {
  const out = [`## Page bench (${options.runs} run${options.runs > 1 ? 's' : ''} per page, ${startedAt.toISOString()})`];
  if (results.length) out.push('', renderTable(results));
  const about = results.filter((r) => r.about).map((r) => `- ${r.brand} ${r.label}: ${r.about}`);
  if (about.length) out.push('', 'Pages chosen:', ...about);
  for (const r of results) {
    const lines = [...(r.problems ?? []).map((w) => `- ⚠ ${w}`), ...(r.notes ?? []).map((w) => `- ${w}`)];
    if (lines.length) out.push('', `Notes ${r.brand} ${r.label ?? r.page}:`, ...lines);
  }
  if (routeChanges.length) {
    out.push('', '### Route change', '', renderRouteChanges(routeChanges));
    for (const rc of routeChanges) if (rc.problems?.length) out.push('', `Notes ${rc.brand} route change:`, ...rc.problems.map((w) => `- ⚠ ${w}`));
  }
  const unmeasured = checks.filter((c) => c.pass == null).length;
  out.push('', renderFailures(failuresOf(checks), { unmeasured }));
  const wanted = options.breakdown.includes('ALL') ? results : results.filter((r) => options.breakdown.includes(r.brand));
  for (const r of wanted) if (r.firstLoad) out.push('', renderBreakdown(r));
  out.push('', `Raw results: ${relative(REPO_ROOT, file)}`);
  return out.join('\n');
}

export async function main() {
  const options = readOptions();
  const startedAt = new Date();
  const parts = [...options.pages, ...(options.routeChange ? ['route-change'] : [])];
  log(`brands ${options.brands.join(', ')}; ${parts.join(', ')}; ${options.runs} run(s) each`);
  log(`estimated ${Math.ceil(options.estimateMin)} min (without builds); bounded at ${options.timeoutMs / 60_000} min (BENCH_TIMEOUT_MIN)`);
  const deadline = installStopHandlers(options);

  // Fail fast on busy ports before spending minutes on builds.
  await assertPortFree(API_PORT, 'the api');
  for (const brand of options.brands) await assertPortFree(shellPort(brand), `the ${brand} shell server`);

  await ensureBuilds(options.brands, options);
  const api = await startApi();

  const meta = { chromium: null };
  const results = [];
  const routeChanges = [];
  for (const brand of options.brands) {
    if (aborted) break;
    const measured = await benchBrand(brand, api, options, meta);
    results.push(...measured.results);
    if (measured.routeChange) routeChanges.push(measured.routeChange);
  }

  if (aborted) return new Promise(() => {}); // cleanupAndExit is stopping everything and exits
  stopping = true;
  await stopAll();

  const checks = checkBudgets(results, routeChanges);
  const file = writeRawResults({ options, startedAt, meta, results, routeChanges, checks });
  console.log(renderOutput({ options, startedAt, results, routeChanges, checks, file }));

  clearTimeout(deadline);
  if (results.some((r) => r.error) || routeChanges.some((rc) => rc.error) || unexpectedExits.length) return 1;
  if (process.env.BENCH_STRICT === '1' && failuresOf(checks).length) return 3;
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => void cleanupAndExit(1, `failed: ${error.message}`),
  );
}

