// Fixed settings of the /home bench: brands, ports, browser, targets.
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const BRANDS = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'];
export const REMOTES = ['mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara'];

export const API_PORT = 8890;
/** HOM 8891, CA 8892, … FFD 8897: a brand keeps its port whatever BENCH_BRANDS selects. */
export const shellPort = (brand) => 8891 + BRANDS.indexOf(brand);

export const PAGE_PATH = '/home';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const TARGETS = {
  jsKB: { max: 150, label: 'first-load JS <= 150 KB gz' },
  perf: { min: 95, label: 'Lighthouse performance >= 95' },
  lcpS: { max: 1.8, label: 'LCP <= 1.8 s' },
  cls: { max: 0.02, label: 'CLS <= 0.02' },
};

export function passes(key, value) {
  const t = TARGETS[key];
  if (!t || value == null || Number.isNaN(value)) return null;
  if (t.max != null) return value <= t.max;
  return value >= t.min;
}

/** BENCH_BRANDS=HOM,CA and BENCH_RUNS=1 narrow a run; BENCH_TIMEOUT_MIN bounds the whole bench. */
export function readOptions(env = process.env) {
  const brands = (env.BENCH_BRANDS ?? '')
    .split(',')
    .map((b) => b.trim().toUpperCase())
    .filter(Boolean);
  const unknown = brands.filter((b) => !BRANDS.includes(b));
  if (unknown.length) throw new Error(`BENCH_BRANDS: unknown brand(s) ${unknown.join(', ')}; brands are ${BRANDS.join(', ')}`);
  const runs = env.BENCH_RUNS == null || env.BENCH_RUNS === '' ? 3 : Number(env.BENCH_RUNS);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`BENCH_RUNS must be an integer 1..9, got ${env.BENCH_RUNS}`);
  const timeoutMin = env.BENCH_TIMEOUT_MIN ? Number(env.BENCH_TIMEOUT_MIN) : 40;
  if (!(timeoutMin > 0)) throw new Error(`BENCH_TIMEOUT_MIN must be a positive number, got ${env.BENCH_TIMEOUT_MIN}`);
  const breakdown = (env.BENCH_BREAKDOWN ?? '')
    .split(',')
    .map((b) => b.trim().toUpperCase())
    .filter(Boolean);
  return {
    brands: brands.length ? BRANDS.filter((b) => brands.includes(b)) : [...BRANDS],
    runs,
    timeoutMs: timeoutMin * 60_000,
    breakdown,
    noBuild: env.BENCH_NO_BUILD === '1',
  };
}
