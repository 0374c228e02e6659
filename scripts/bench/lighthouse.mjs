// Lighthouse (default config = mobile preset, simulated throttling), performance only, via its Node API.
// Each run gets a fresh Chrome from chrome-launcher (temporary profile), tracked so cleanup can stop it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_FLAGS, CHROMIUM_PATH, REPO_ROOT } from './config.mjs';
import { loadPlaywright } from './first-load.mjs';
import { trackForeignPid, stopProcess } from './procs.mjs';

let modules;
async function load() {
  if (modules) return modules;
  const lighthouseEntry = createRequire(join(REPO_ROOT, 'package.json')).resolve('lighthouse');
  // chrome-launcher is lighthouse's own dependency; resolve it from there (pnpm keeps it beside lighthouse).
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  const [lh, launcher] = await Promise.all([import(pathToFileURL(lighthouseEntry).href), import(pathToFileURL(launcherEntry).href)]);
  modules = { lighthouse: lh.default, launch: launcher.launch };
  return modules;
}

export function lighthouseVersion() {
  return createRequire(join(REPO_ROOT, 'package.json'))('lighthouse/package.json').version;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

/**
 * Puts the cookies into the cookie jar of Lighthouse's Chrome before it loads the page (Lighthouse clears the origin's
 * caches and storage, never its cookies). Sending them as a request header alone would not do: the shell reads the
 * session from document.cookie, so it would hydrate a signed-in page as a visitor's and send it to /login.
 */
async function putCookies(port, url, cookies) {
  const { chromium } = await loadPlaywright();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(cookies.map((c) => ({ ...c, url })));
  } finally {
    await browser.close(); // a connected browser: disconnects, Chrome and its cookies stay
  }
}

/** One Lighthouse run against url; returns the numbers the bench reports plus a little context. */
export async function runLighthouse(url, { timeoutMs = 150_000, cookies = [] } = {}) {
  const { lighthouse, launch } = await load();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false, // the bench's own handler stops Chrome with everything else
    logLevel: 'silent',
  });
  const tracked = trackForeignPid('lighthouse chrome', chrome.pid);
  try {
    if (cookies.length) await putCookies(chrome.port, url, cookies);
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      }),
      timeoutMs,
      `lighthouse on ${url}`,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const score = lhr.categories.performance?.score;
    return {
      perf: score == null ? null : Math.round(score * 100),
      lcpS: audit('largest-contentful-paint') == null ? null : audit('largest-contentful-paint') / 1000,
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpS: audit('first-contentful-paint') == null ? null : audit('first-contentful-paint') / 1000,
      speedIndexS: audit('speed-index') == null ? null : audit('speed-index') / 1000,
      finalUrl: lhr.finalDisplayedUrl,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      runtimeError: lhr.runtimeError ?? null,
      runWarnings: lhr.runWarnings ?? [],
      // What the unthrottled browser saw (ms after navigation), from which Lantern simulates the phone: a first paint
      // observed long after the load event is headless Chromium showing the page's first frame late (decision 031).
      observedFcpMs: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
      observedLoadMs: lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? null,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
    await stopProcess(tracked, 3000);
  }
}
