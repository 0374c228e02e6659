// First load of a page in a fresh Chromium context that accepts gzip only: every request with its
// transferred (encoded) body size, the JavaScript among them, and the requests started before FCP.
import { CHROME_FLAGS, CHROMIUM_PATH, DESKTOP_VIEWPORT, REPO_ROOT } from './config.mjs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

let playwright;
/** The repository's Playwright (the journeys' own), loaded once. */
export async function loadPlaywright() {
  playwright ??= await import(pathToFileURL(join(REPO_ROOT, 'node_modules/@playwright/test/index.mjs')).href);
  return playwright;
}

/** Records paint entries as they arrive (PerformanceObserver, buffered) so FCP is known even if read late. */
const PAINT_OBSERVER = () => {
  window.__benchPaint = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchPaint.push({ name: e.name, startTime: e.startTime });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    /* older engines: getEntriesByType('paint') below still answers */
  }
};

function isJavaScript(entry) {
  if (entry.resourceType === 'script') return true;
  return /javascript|ecmascript/i.test(entry.contentType ?? '');
}

export async function launchBrowser() {
  const { chromium } = await loadPlaywright();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROME_FLAGS, timeout: 60_000 });
}

/** One cold load of url; returns the raw requests and the derived numbers. */
export async function measureFirstLoad(browser, url, { timeoutMs = 60_000, settleMs = 500, cookies = [] } = {}) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    viewport: DESKTOP_VIEWPORT,
    serviceWorkers: 'block',
  });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
    await context.addInitScript(PAINT_OBSERVER);
    const page = await context.newPage();
    const pending = [];
    const requests = [];
    const consoleErrors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    const record = async (request, failure) => {
      const entry = {
        url: request.url(),
        method: request.method(),
        resourceType: request.resourceType(),
        status: null,
        contentType: null,
        contentEncoding: null,
        encodedBodySize: 0,
        responseHeadersSize: 0,
        failure: failure ?? null,
      };
      requests.push(entry);
      if (failure || entry.url.startsWith('data:')) return;
      const response = await request.response();
      if (response) {
        entry.status = response.status();
        const headers = await response.allHeaders();
        entry.contentType = headers['content-type'] ?? null;
        entry.contentEncoding = headers['content-encoding'] ?? null;
      }
      const sizes = await request.sizes();
      entry.encodedBodySize = sizes.responseBodySize;
      entry.responseHeadersSize = sizes.responseHeadersSize;
    };
    page.on('requestfinished', (request) => pending.push(record(request).catch(() => {})));
    page.on('requestfailed', (request) =>
      pending.push(record(request, request.failure()?.errorText ?? 'failed').catch(() => {})),
    );

    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    await page.waitForTimeout(settleMs);
    const timeline = await page.evaluate(() => {
      const paints = performance.getEntriesByType('paint').map((e) => ({ name: e.name, startTime: e.startTime }));
      const observed = window.__benchPaint ?? [];
      const all = [...paints, ...observed];
      const fcp = all.find((e) => e.name === 'first-contentful-paint')?.startTime ?? null;
      const fp = all.find((e) => e.name === 'first-paint')?.startTime ?? null;
      const resources = performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        initiatorType: e.initiatorType,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        transferSize: e.transferSize,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      }));
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        fcp,
        fp,
        resources,
        navigation: nav ? { name: nav.name, responseEnd: nav.responseEnd, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd } : null,
        title: document.title,
        rootChildren: document.getElementById('root')?.childElementCount ?? null,
      };
    });
    await Promise.all(pending);

    // Decoded sizes come from resource timing (same origin), matched by URL.
    const decodedByUrl = new Map();
    for (const r of timeline.resources) if (!decodedByUrl.has(r.name)) decodedByUrl.set(r.name, r.decodedBodySize);
    for (const entry of requests) entry.decodedBodySize = decodedByUrl.get(entry.url) ?? null;

    const scripts = requests
      .filter(isJavaScript)
      .map((e) => ({
        url: e.url,
        path: new URL(e.url).pathname,
        resourceType: e.resourceType,
        status: e.status,
        contentEncoding: e.contentEncoding,
        encodedBytes: e.encodedBodySize,
        decodedBytes: e.decodedBodySize,
      }))
      .sort((a, b) => b.encodedBytes - a.encodedBytes);
    const jsBytes = scripts.reduce((sum, s) => sum + s.encodedBytes, 0);

    const beforePaint =
      timeline.fcp == null ? null : 1 + timeline.resources.filter((r) => r.startTime < timeline.fcp).length;

    return {
      url,
      finalUrl: page.url(),
      documentStatus: response?.status() ?? null,
      title: timeline.title,
      rootChildren: timeline.rootChildren,
      fcpMs: timeline.fcp,
      firstPaintMs: timeline.fp,
      requestsBeforeFirstPaint: beforePaint,
      jsBytes,
      jsKB: jsBytes / 1024,
      scriptRequests: scripts.length,
      totalRequests: requests.length,
      totalEncodedBytes: requests.reduce((sum, e) => sum + e.encodedBodySize, 0),
      notGzipped: scripts.filter((s) => s.contentEncoding !== 'gzip').map((s) => s.path),
      brotliSeen: requests.some((e) => e.contentEncoding === 'br'),
      failedRequests: requests.filter((e) => e.failure || (e.status != null && e.status >= 400)).map((e) => ({ url: e.url, status: e.status, failure: e.failure })),
      consoleErrors,
      scripts,
      requests,
      resourceTiming: timeline.resources,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * One unmeasured load as Lighthouse's phone sees the page (412x823 at 1.75x): the server's first-read work for that
 * size (picture variants resized and encoded once, then kept) is done before Lighthouse measures, as it is for every
 * visitor after the first.
 */
export async function warmForPhone(browser, url, { cookies = [], timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url })));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    // Below the fold too: the lazy pictures a scroll would ask for.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle').catch(() => {});
  } finally {
    await context.close().catch(() => {});
  }
}
