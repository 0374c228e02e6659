#!/usr/bin/env node
/**
 * The storefront's own commands, so a fresh machine with only Node 20 and npm needs nothing else:
 *   npm start      install what is missing, build what is stale, serve the storefront on one origin
 *   npm test       install, then typecheck, lint, unit tests (the api's on PGlite, and on Postgres when
 *                  TEST_DATABASE_URL is set), build every brand, browser tests
 * and, for developers: validate (typecheck, lint, unit tests), build, bench.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printProfile, resetProfile, timed } from './profile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM_VERSION = '9.15.9';
const BRANDS = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'];
const REMOTES = ['mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara'];
const BUILD_INPUTS = ['src', 'index.html', 'vite.config.ts', 'package.json'];
const SHARED_INPUTS = ['shared-contracts/src', 'shared-contracts/build', 'pnpm-lock.yaml'];

function log(message) {
  process.stdout.write(`\x1b[36m[storefront]\x1b[0m ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    log(`failed: ${command} ${args.join(' ')}`);
    if (process.argv[2] === 'test') printProfile();
    process.exit(result.status ?? 1);
  }
}

const pnpmBin = join(root, 'node_modules', '.bin', 'pnpm');
function pnpm(args, options) {
  run(pnpmBin, args, options);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || /\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs) return;
  log(`installing dependencies with pnpm ${PNPM_VERSION}`);
  timed('install', () => run('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile']));
}

function isStale(appDir, stampFile) {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  const inputs = [...BUILD_INPUTS.map((p) => join(root, appDir, p)), ...SHARED_INPUTS.map((p) => join(root, p))];
  return inputs.some((p) => newestMtime(p) > built);
}

function buildRemote(name) {
  const stamp = join(root, name, 'dist', '.built');
  if (!isStale(name, stamp)) return;
  log(`building ${name}`);
  timed(`build ${name}`, () => pnpm(['--filter', `@storefront/${name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }));
  writeFileSync(stamp, new Date().toISOString());
}

function buildShell(brand) {
  const stamp = join(root, 'shell', 'dist', brand, '.built');
  if (!isStale('shell', stamp)) return;
  log(`building the shell for ${brand}`);
  timed(`build shell ${brand}`, () => pnpm(['--filter', '@storefront/shell', 'build'], { env: { BRAND: brand }, stdio: ['ignore', 'ignore', 'inherit'] }));
  writeFileSync(stamp, new Date().toISOString());
}

function brandFromEnv() {
  const brand = (process.env.BRAND || 'HOM').toUpperCase();
  if (!BRANDS.includes(brand)) {
    log(`BRAND must be one of ${BRANDS.join(', ')}; got "${process.env.BRAND}"`);
    process.exit(2);
  }
  return brand;
}

function buildAll(brands) {
  for (const name of REMOTES) buildRemote(name);
  for (const brand of brands) buildShell(brand);
}

/** Debian's Chromium for the browser tests; installed when missing and we may (root with apt-get). */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    log('browser tests need Chromium at /usr/bin/chromium: install the Debian package "chromium"');
    process.exit(1);
  }
  log('installing Chromium (Debian package)');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

function validate() {
  log('typecheck');
  timed('typecheck', () => pnpm(['-r', '--workspace-concurrency', '2', 'typecheck']));
  log('lint');
  timed('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings', '0']));
  log('unit tests');
  // Browser journeys run after the build, in `test`; the api suite runs in its own legs below.
  for (const name of ['shared-contracts', 'shell', ...REMOTES]) {
    const pkg = name === 'shared-contracts' ? 'contracts' : name;
    timed(`unit tests ${name}`, () => pnpm(['--filter', `@storefront/${pkg}`, 'test']));
  }
  apiTests();
}

/** The api suite on PGlite always, then on a real Postgres when TEST_DATABASE_URL names one. */
function apiTests() {
  log('api tests on PGlite (in memory)');
  timed('api tests on PGlite', () => pnpm(['--filter', '@storefront/api', 'test'], { env: { TEST_DATABASE_URL: '' } }));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    log('api tests on Postgres: skipped (TEST_DATABASE_URL is not set). To run them: eval "$(node scripts/postgres.mjs start)" then npm test,');
    log('  or TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npm test (the role needs CREATEDB)');
    return;
  }
  let where = 'the given server';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    // Shown as given; the tests report a bad URL themselves.
  }
  log(`api tests on Postgres (${where})`);
  timed('api tests on Postgres', () => pnpm(['--filter', '@storefront/api', 'test'], { env: { TEST_DATABASE_URL: url } }));
}

function start() {
  const brand = brandFromEnv();
  buildAll([brand]);
  const port = process.env.PORT || '8080';
  const apiPort = process.env.API_PORT || '8790';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // Emailed links (activation, passwords, payment) point at the storefront as served here.
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  // Demo accounts (README, "Demo accounts") are seeded by the api as it starts (idempotent), never in production:
  // their passwords are published.
  const seed = process.env.NODE_ENV === 'production' ? 'off' : process.env.SEED_DEMO_DATA || 'on';
  // A generated catalog of 3000 products when the database has none (README, "The api"); production keeps its own.
  const catalog = process.env.NODE_ENV === 'production' ? {} : { SEED_CATALOG: process.env.SEED_CATALOG || '3000' };
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(root, 'api'),
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort, PUBLIC_URL: publicUrl, SEED_DEMO_DATA: seed, ...catalog },
    }),
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: join(root, 'shell'),
      stdio: 'inherit',
      env: { ...process.env, BRAND: brand, PORT: port, API_URL: apiUrl },
    }),
  ];
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  log(`the ${brand} storefront is at http://localhost:${port} (Ctrl+C stops it)`);
  if (seed === 'on') {
    log('demo accounts to sign in with are in README.md under "Demo accounts" (e.g. designer@storefront.test, password Storefront-Demo-26)');
    if (process.env.DEV_MAILBOX !== 'off') log(`every email and SMS code lands in the development mailbox: ${publicUrl}/api/dev/mailbox`);
  }
}

const command = process.argv[2];
if (command === 'test') resetProfile();
ensureInstalled();
switch (command) {
  case 'start':
    start();
    break;
  case 'build':
    buildAll(process.argv.includes('--all-brands') ? BRANDS : [brandFromEnv()]);
    break;
  case 'validate':
    validate();
    break;
  case 'test':
    ensureChromium();
    validate();
    buildAll(BRANDS);
    log('browser tests');
    timed('browser journeys', () => pnpm(['--filter', '@storefront/e2e', 'test']));
    printProfile();
    break;
  case 'bench':
    ensureChromium();
    buildAll(BRANDS);
    run(process.execPath, ['scripts/bench/run.mjs']);
    break;
  default:
    log('usage: node scripts/storefront.mjs start|build|validate|test|bench');
    process.exit(2);
}
