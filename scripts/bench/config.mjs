// Fixed settings of the page bench: brands, pages, ports, browser, targets.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The endpoint table (decision 009): the bench calls the api by its entries, as every other caller does. */
export const { CATALOG_CALLS, IDENTITY_CALLS, PLATFORM_CALLS } = await tsImport('../../shared-contracts/src/endpoints/index.ts', import.meta.url);

export const BRANDS = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'];
export const REMOTES = ['mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara'];

export const API_PORT = 8890;
/** HOM 8891, CA 8892, … FFD 8897: a brand keeps its port whatever BENCH_BRANDS selects. */
export const shellPort = (brand) => 8891 + BRANDS.indexOf(brand);

/** The pages measured per brand: home, the brand's product list and a product's detail page. */
export const PAGES = ['home', 'list', 'detail'];
/** Brand codes the api reads from `obtain` (the brand table in shared-contracts). */
export const BRAND_CODES = { HOM: 'hom', CA: 'ca', CA_DEALER: 'ca_dealer', ROWE: 'rowe', JC: 'jc', ART: 'art', FFD: 'ol' };
/** The brand's list route (spec section 2: each site type has its own). */
export const LIST_PATHS = {
  HOM: '/productList',
  CA: '/product/portfolio',
  CA_DEALER: '/product/portfolio',
  ROWE: '/productList',
  JC: '/productList/new',
  ART: '/shop',
  FFD: '/FFDProductList',
};
/** The brands the issue names for the bench; BENCH_BRANDS selects others. */
export const DEFAULT_BRANDS = ['HOM', 'CA', 'JC', 'ART', 'FFD'];
/** The api under the bench: data in memory, the generated catalog, never a person's `.data/`. */
export const API_ENV = { DATABASE_URL: '', DATA_DIR: 'memory://', SEED_DEMO_DATA: 'on', SEED_CATALOG: '1500' };

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
    brands: brands.length ? BRANDS.filter((b) => brands.includes(b)) : [...DEFAULT_BRANDS],
    pages: (env.BENCH_PAGES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => PAGES.includes(p)).length
      ? PAGES.filter((p) => env.BENCH_PAGES.split(',').map((x) => x.trim()).includes(p))
      : [...PAGES],
    runs,
    timeoutMs: timeoutMin * 60_000,
    breakdown,
    noBuild: env.BENCH_NO_BUILD === '1',
    // BENCH_SIGNED_IN=1: every page as the demo designer sees it, in designer mode (the signed-in pages of the budget).
    signedIn: env.BENCH_SIGNED_IN === '1',
  };
}
