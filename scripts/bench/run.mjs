#!/usr/bin/env node
// Page bench: home, product list and product detail of HOM, CA, JC, ART and FFD: first-load JS (gzip),
// requests before first paint, Lighthouse mobile.
//
//   node scripts/bench/run.mjs                    5 brands x 3 pages, Lighthouse median of 3
//   BENCH_BRANDS=HOM,CA BENCH_PAGES=home BENCH_RUNS=1 node scripts/bench/run.mjs
//
// Other env: BENCH_BREAKDOWN=HOM|all (also print the per-script JS table), BENCH_NO_BUILD=1 (fail
// instead of building a missing dist), BENCH_TIMEOUT_MIN (whole-run bound, default 40),
// BENCH_STRICT=1 (exit 3 when a measured cell misses its target), BENCH_SIGNED_IN=1 (the pages as the demo
// designer sees them, in designer mode).
// Starts one api on 8890 and, one brand at a time, that brand's shell server (8891..8897); stops
// each shell after its brand, the api at the end, and everything on error and on SIGINT/SIGTERM. Markdown goes to stdout, progress to stderr, raw results to
// bench/results/home-<timestamp>.json. Exit: 0 measured, 1 failed, 3 strict and a target missed.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  API_PORT,
  API_ENV,
  BRAND_CODES,
  CATALOG_CALLS,
  CHROME_FLAGS,
  IDENTITY_CALLS,
  LIST_PATHS,
  PLATFORM_CALLS,
  REMOTES,
  REPO_ROOT,
  TARGETS,
  passes,
  readOptions,
  shellPort,
} from './config.mjs';
import { launchBrowser, measureFirstLoad } from './first-load.mjs';
import { lighthouseVersion, runLighthouse } from './lighthouse.mjs';
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
import { renderBreakdown, renderTable } from './report.mjs';

const log = (...args) => console.error('[bench]', ...args);

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
    if (!existsSync(join(REPO_ROOT, remote, 'dist', 'remoteEntry.js'))) missing.push({ what: remote, cwd: join(REPO_ROOT, remote), env: {} });
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

/** When each build the pages are served from was last written (index.html / remoteEntry.js): one shell build serves every brand. */
function buildStamps() {
  const files = [join('shell', 'dist', 'index.html'), ...REMOTES.map((r) => join(r, 'dist', 'remoteEntry.js'))];
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
    env: childEnv({ BRAND: brand, PORT: String(port), API_URL: `http://127.0.0.1:${API_PORT}` }),
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

/** The page's path for a brand: home, the brand's list route, or the detail page of the list's first product. */
async function pagePath(brand, page) {
  if (page === 'home') return '/home';
  if (page === 'list') return LIST_PATHS[brand];
  const code = BRAND_CODES[brand];
  const call = (brand === 'FFD' ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList).path;
  const res = await fetchWithTimeout(`http://127.0.0.1:${API_PORT}${call}?obtain=${code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Api-Token': 'storefront-web', Mode: 'mibd_visitor' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const envelope = await res.json();
  const sku = envelope?.val?.list?.[0]?.sku_number;
  if (!sku) throw new Error(`no product to open for ${brand} (${call} answered ${JSON.stringify(envelope).slice(0, 200)})`);
  // The hub's product page, or a brand site's own address for it (productHref in shared-contracts).
  return brand === 'HOM' ? `/productDetail?sku_number=${encodeURIComponent(sku)}` : `/page/products/product-${encodeURIComponent(sku)}.html`;
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
 * The cookies of the demo designer signed in on a brand, in designer mode, as the shell keeps a session (spec
 * section 4): a password login through the api (IDENTITY_CALLS.login of the endpoint table).
 */
async function designerCookies(brand) {
  const res = await fetchWithTimeout(`http://127.0.0.1:${API_PORT}${IDENTITY_CALLS.login.path}?obtain=${BRAND_CODES[brand]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Api-Token': 'storefront-web', Mode: 'mibd_visitor' },
    body: JSON.stringify({ username: 'designer@storefront.test', password: 'Storefront-Demo-26' }),
  });
  const envelope = await res.json();
  const token = envelope?.val?.token;
  if (!token) throw new Error(`the demo designer could not sign in on ${brand}: ${JSON.stringify(envelope).slice(0, 200)}`);
  return [
    { name: 'token', value: token },
    { name: 'role', value: 'mibd_designer' },
    { name: 'mode', value: 'mibd_designer' },
    { name: 'BASIC_COOKIES', value: 'true' },
  ];
}

async function benchPage(brand, page, path, port, runs, meta, servers, cookies = []) {
  const url = `http://127.0.0.1:${port}${path}`;
  const result = { brand, page, url, port, firstLoad: null, firstLoadRuns: [], lighthouse: null, problems: [], notes: [] };

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
        const uncompressed = fl.scripts.filter((s) => s.contentEncoding !== 'gzip' && s.status === 200);
        if (uncompressed.length)
          result.notes.push(
            `scripts served without gzip (no .gz beside them: under the 1 KB precompress threshold): ${uncompressed.map((s) => `${s.path} ${s.encodedBytes} B`).join(', ')}`,
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
  if (new Set(flRuns.map((r) => r.jsBytes)).size > 1)
    result.notes.push(`JS bytes varied between loads: ${flRuns.map((r) => r.jsBytes).join(', ')} (table shows the first)`);

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

function targetSummary(results) {
  const rows = [];
  for (const r of results) {
    if (r.error) continue;
    const m = r.lighthouse?.median ?? {};
    rows.push({
      brand: r.brand,
      page: r.page,
      jsKB: passes('jsKB', r.firstLoad?.jsKB),
      perf: passes('perf', m.perf),
      lcpS: passes('lcpS', m.lcpS),
      cls: passes('cls', m.cls),
    });
  }
  return rows;
}

export async function main() {
  const options = readOptions();
  const startedAt = new Date();
  log(
    `brands ${options.brands.join(', ')}; pages ${options.pages.join(', ')}; ${options.runs} run(s) each; bounded at ${options.timeoutMs / 60_000} min`,
  );

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

  // Fail fast on busy ports before spending minutes on builds.
  await assertPortFree(API_PORT, 'the api');
  for (const brand of options.brands) await assertPortFree(shellPort(brand), `the ${brand} shell server`);

  await ensureBuilds(options.brands, options);
  const api = await startApi();

  // One brand at a time: its shell server starts, is measured, and stops before the next one starts.
  const meta = { chromium: null };
  const results = [];
  for (const brand of options.brands) {
    if (aborted) break;
    let shell = null;
    try {
      const builds = buildStamps();
      ({ shell } = await startShell(brand));
      for (const page of options.pages) {
        if (aborted) break;
        try {
          const path = await pagePath(brand, page);
          const cookies = options.signedIn ? await designerCookies(brand) : [];
          const label = options.signedIn ? `${page} (designer)` : page;
          const result = await benchPage(brand, label, path, shellPort(brand), options.runs, meta, [api, shell], cookies);
          const changed = changedBuilds(builds, buildStamps());
          if (changed.length)
            result.problems.unshift(`build output changed while measuring (a concurrent build?): ${changed.join(', ')}; rerun the bench`);
          results.push(result);
        } catch (error) {
          if (aborted) break;
          log(`${brand} ${page} failed: ${error.stack ?? error.message}`);
          results.push({ brand, page, url: `http://127.0.0.1:${shellPort(brand)}`, error: error.message });
        }
      }
    } catch (error) {
      if (aborted) break;
      log(`${brand} failed: ${error.stack ?? error.message}`);
      results.push({ brand, page: 'all', url: `http://127.0.0.1:${shellPort(brand)}`, error: error.message });
    } finally {
      if (shell && !aborted) {
        shell.expectedExit = true;
        await stopProcess(shell);
      }
    }
  }

  if (aborted) return new Promise(() => {}); // cleanupAndExit is stopping everything and exits
  stopping = true;
  await stopAll();

  const finishedAt = new Date();
  const report = {
    pages: options.pages,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    runs: options.runs,
    brands: options.brands,
    environment: {
      node: process.version,
      chromium: meta.chromium,
      chromiumFlags: CHROME_FLAGS,
      lighthouse: lighthouseVersion(),
      lighthousePreset: 'default config (mobile, simulated throttling), performance only',
      acceptEncoding: 'gzip',
    },
    method: {
      firstLoadJs: 'sum of encoded (transferred body) sizes of JS responses (resourceType script or JS content-type) until network idle, fresh context, Accept-Encoding: gzip',
      requestsBeforeFirstPaint: 'document + resource-timing entries with startTime < first-contentful-paint; median over the cold loads',
      lighthouse: 'median of each metric independently over the runs',
    },
    targets: TARGETS,
    unexpectedExits,
    targetSummary: targetSummary(results),
    results,
  };
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pages-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  const out = [`## Page bench (${options.runs} run${options.runs > 1 ? 's' : ''} per page, ${startedAt.toISOString()})`, '', renderTable(results)];
  for (const r of results) {
    const lines = [...(r.problems ?? []).map((w) => `- ⚠ ${w}`), ...(r.notes ?? []).map((w) => `- ${w}`)];
    if (lines.length) out.push('', `Notes ${r.brand} ${r.page}:`, ...lines);
  }
  const wanted = options.breakdown.includes('ALL') ? results : results.filter((r) => options.breakdown.includes(r.brand));
  for (const r of wanted) out.push('', renderBreakdown(r));
  out.push('', `Raw results: ${relative(REPO_ROOT, file)}`);
  console.log(out.join('\n'));

  clearTimeout(deadline);
  if (results.some((r) => r.error) || unexpectedExits.length) return 1;
  if (process.env.BENCH_STRICT === '1' && report.targetSummary.some((row) => Object.values(row).includes(false))) return 3;
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => void cleanupAndExit(1, `failed: ${error.message}`),
  );
}

