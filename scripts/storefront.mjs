#!/usr/bin/env node
/**
 * The storefront's own commands, so a fresh machine with only Node 20 and npm needs nothing else:
 *   npm start      install what is missing, build what is stale, serve the storefront on one origin (BRAND=all:
 *                  every brand, each on its own port, sharing the session)
 *   npm test       install, then typecheck, lint, unit, component and api tests (the api's in full on Postgres
 *                  when TEST_DATABASE_URL is set, with its embedded-mode tests on PGlite; else in full on PGlite),
 *                  build the remotes and the shell (one build for every brand), browser journeys; then the table
 *                  of where the time went (scripts/profile.mjs)
 * and, for developers: validate (typecheck, lint, unit tests), test:changed (the packages a change touches),
 * test:deep (the whole suite with more generated cases per property), build, bench. docs/testing.md says what
 * belongs where.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runJobs } from './jobs.mjs';
import { printProfile, resetProfile, timed } from './profile.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM_VERSION = '9.15.9';
const BRANDS = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'];
const REMOTES = ['mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara'];
const BUILD_INPUTS = ['src', 'server', 'index.html', 'vite.config.ts', 'package.json'];
const SHARED_INPUTS = ['shared-contracts/src', 'remote-kit/src', 'tooling/src', 'pnpm-lock.yaml'];

function log(message) {
  process.stdout.write(`\x1b[36m[storefront]\x1b[0m ${message}\n`);
}

/** A step that failed: the command stops there (after cleaning up what it started) with this exit code. */
class Failure extends Error {
  constructor(message, code = 1) {
    super(message);
    this.code = code;
  }
}

function fail(message) {
  throw new Failure(message);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Failure(`failed: ${command} ${args.join(' ')}`, result.status ?? 1);
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

/** The apps whose build is stale or missing a part: the five remotes and the shell (one shell build serves every
 * brand, and bundles its page server beside it). */
function staleBuilds() {
  // Parts a build makes besides dist/: the shell's page server, mf-catalog's server entry (decision 013).
  const parts = { shell: ['dist-server/main.mjs'], 'mf-catalog': ['dist-server/render.mjs'], 'mf-account': ['dist-server/render.mjs'], 'mf-cart-checkout': ['dist-server/render.mjs'] };
  return [...REMOTES, 'shell'].filter(
    (app) => isStale(app, join(root, app, 'dist', '.built')) || (parts[app] ?? []).some((part) => !existsSync(join(root, app, part))),
  );
}

/** A job that builds an app and stamps its build when it succeeds. */
function buildJob(app) {
  return {
    name: app,
    command: pnpmBin,
    args: ['--filter', `@storefront/${app}`, 'build'],
    cwd: root,
    onSuccess: () => writeFileSync(join(root, app, 'dist', '.built'), new Date().toISOString()),
  };
}

/**
 * The remotes of the previous release (deploy/previous-release.json), built from their commit into
 * `.cache/previous-release/<version>/`, for the journey that mounts them in the current shell (decision 010). Built
 * once per version and kept; skipped, with a word, where the commit is not in this clone (a shallow one).
 * Returns the folder holding each remote's `dist/`, or null.
 */
async function previousReleaseBuilds() {
  const release = JSON.parse(readFileSync(join(root, 'deploy', 'previous-release.json'), 'utf8'));
  const dir = join(root, '.cache', 'previous-release', release.version);
  // A module build's entry, or a federation build's (release 0.1.0 and before).
  const built = (remote) => ['remote.js', 'remoteEntry.js'].some((file) => existsSync(join(dir, remote, 'dist', file)));
  if (REMOTES.every(built)) return dir;
  const known = spawnSync('git', ['cat-file', '-e', `${release.commit}^{commit}`], { cwd: root });
  if (known.status !== 0) {
    log(`previous release ${release.version}: commit ${release.commit} is not in this clone, its journey is skipped`);
    return null;
  }
  log(`building the remotes of the previous release ${release.version} (${release.commit})`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  timed('previous release: sources and install', () => {
    const archive = spawnSync('git', ['archive', '--format=tar', release.commit], { cwd: root, maxBuffer: 1 << 30 });
    if (archive.status !== 0) fail(`git archive ${release.commit} failed`);
    run('tar', ['-x', '-C', dir], { input: archive.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
    run(pnpmBin, ['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@storefront/mf-*...'], { cwd: dir, env: { CI: 'true' } });
  });
  const jobs = REMOTES.map((remote) => ({ name: `${remote} ${release.version}`, command: pnpmBin, args: ['--filter', `@storefront/${remote}`, 'build'], cwd: dir }));
  const failed = await runJobs('previous release builds', jobs, { slots: 2, log });
  if (failed.length) fail(`previous release builds failed: ${failed.join(', ')}`);
  return dir;
}

/** Builds what is stale, two at a time (a build waits on its disk and its workers as much as on a core). */
async function buildAll() {
  const stale = staleBuilds();
  if (!stale.length) return;
  log(`building ${stale.join(', ')}`);
  const failed = await runJobs('build', stale.map(buildJob), { slots: 2, log });
  if (failed.length) fail(`build failed: ${failed.join(', ')}`);
}

function brandFromEnv() {
  const brand = (process.env.BRAND || 'HOM').toUpperCase();
  if (brand === 'ALL') return brand;
  if (!BRANDS.includes(brand)) {
    log(`BRAND must be one of ${BRANDS.join(', ')}, or all; got "${process.env.BRAND}"`);
    process.exit(2);
  }
  return brand;
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

/** Front-end packages with unit and component tests, the longest first (docs/testing.md). */
const UNIT_PACKAGES = ['mf-account', 'shell', 'mf-cara', 'mf-catalog', 'contracts', 'remote-kit', 'mf-cart-checkout', 'mf-after-sales', 'tooling'];

function vitestJob(pkg, name, script = 'test', env = {}) {
  // Two jobs share the two cores: each runs its test files one worker at a time.
  return { name, command: pnpmBin, args: ['--filter', `@storefront/${pkg}`, script], cwd: root, env: { VITEST_MAX_WORKERS: '1', ...env } };
}

/**
 * The api suite: in full on Postgres (production's database) when TEST_DATABASE_URL names one, and on PGlite the
 * tests about the embedded mode plus a broad smoke (api/vitest.embedded.config.ts); without a Postgres, in full
 * on PGlite (the Postgres-only concurrency tests then skip).
 */
function apiJobs() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    log('api tests on Postgres: skipped (TEST_DATABASE_URL is not set), the whole api suite runs on PGlite. To run them:');
    log('  eval "$(node scripts/postgres.mjs start)" then npm test, or TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npm test (the role needs CREATEDB)');
    return [vitestJob('api', 'api on PGlite', 'test', { TEST_DATABASE_URL: '' })];
  }
  return [vitestJob('api', 'api on Postgres', 'test', { TEST_DATABASE_URL: url }), vitestJob('api', 'api on PGlite (embedded mode)', 'test:embedded', { TEST_DATABASE_URL: '' })];
}

/** The unit, component and api tests, two jobs at a time. */
async function unitTests(packages = UNIT_PACKAGES, { withApi = true } = {}) {
  const jobs = [...(withApi ? apiJobs() : []), ...packages.map((pkg) => vitestJob(pkg, pkg))];
  if (!jobs.length) return;
  log(`unit, component and api tests: ${jobs.map((j) => j.name).join(', ')} (two at a time)`);
  const failed = await runJobs('unit and api tests', jobs, { slots: 2, log });
  if (failed.length) fail(`tests failed: ${failed.join(', ')}`);
}

/**
 * The type-check programs, the longest first: every front end in one program (the shell, the remotes and the
 * contracts they share, checked once), the api, the contracts alone (without the front ends' browser types, as
 * the api uses them) and the journeys. One program per package checked the contracts nine times (docs/testing.md).
 */
const TYPECHECK_PROGRAMS = [
  ['front ends', 'shell/tsconfig.front-ends.json'],
  ['api', 'api/tsconfig.json'],
  ['contracts', 'shared-contracts/tsconfig.json'],
  ['e2e', 'e2e/tsconfig.json'],
];

const tscJob = ([name, project]) => ({ name, command: join(root, 'node_modules', '.bin', 'tsc'), args: ['-p', project, '--pretty'], cwd: root });

async function typecheck() {
  log(`typecheck: ${TYPECHECK_PROGRAMS.map(([name]) => name).join(', ')} (two at a time)`);
  const failed = await runJobs('typecheck', TYPECHECK_PROGRAMS.map(tscJob), { slots: 2, log });
  if (failed.length) fail(`typecheck failed: ${failed.join(', ')}`);
}

function lint(files = ['.']) {
  log('lint');
  timed('lint', () => pnpm(['exec', 'eslint', ...files, '--max-warnings', '0']));
}

async function validate() {
  await typecheck();
  lint();
  await unitTests();
}

/** The browser journeys against the built apps (docs/testing.md: one journey per user goal). */
async function journeys() {
  await buildAll();
  const previous = await previousReleaseBuilds();
  const database = await journeyDatabase();
  log(`browser journeys (the api on ${database ? 'a fresh database of the Postgres in TEST_DATABASE_URL' : 'the embedded database, in memory'})`);
  try {
    timed('browser journeys', () =>
      pnpm(['--filter', '@storefront/e2e', 'test'], { env: { ...(previous ? { PREVIOUS_REMOTES_DIR: previous } : {}), ...(database ? { E2E_DATABASE_URL: database.url } : {}) } }),
    );
  } finally {
    await database?.drop();
  }
}

/**
 * With a Postgres (TEST_DATABASE_URL, as in CI), the journeys' api runs on a database of its own there: production's
 * database, and a fifth less time than the embedded one, whose single connection every brand's pages and both
 * browsers queue on (the same three journey files: 131 s against 160 s). Without one, the api keeps its data in memory.
 */
async function journeyDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const { default: pg } = await import(createRequire(join(root, 'api', 'package.json')).resolve('pg'));
  const name = `storefront_e2e_${Date.now().toString(36)}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => undefined) };
}

/**
 * The inner loop, before a commit: typecheck, lint of the changed files, and the tests of the packages the change
 * touches (against HEAD, or the given base). A change to the contracts runs every package's tests; journeys run
 * when e2e/ changed or `--journeys` is given.
 */
async function testChanged() {
  const baseArg = process.argv.find((a) => a.startsWith('--base='));
  const base = baseArg ? baseArg.slice('--base='.length) : 'HEAD';
  const diff = spawnSync('git', ['diff', '--name-only', base, '--'], { cwd: root, encoding: 'utf8' });
  const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (diff.status !== 0) fail(`git diff ${base} failed: ${diff.stderr}`);
  const files = [...new Set([...diff.stdout.split('\n'), ...untracked.stdout.split('\n')].filter(Boolean))];
  if (!files.length) {
    log(`nothing changed against ${base}`);
    return;
  }
  const touched = new Set(files.map((f) => f.split('/')[0]));
  const everything = ['shared-contracts', 'remote-kit', 'tooling'].some((dir) => touched.has(dir)) || files.some((f) => /^(pnpm-lock\.yaml|tsconfig\.base\.json|package\.json)$/.test(f));
  const dirOf = (pkg) => (pkg === 'contracts' ? 'shared-contracts' : pkg);
  const packages = UNIT_PACKAGES.filter((pkg) => everything || touched.has(dirOf(pkg)));
  const withApi = everything || touched.has('api');
  log(`changed against ${base}: ${[...touched].join(', ')}`);
  await typecheck();
  const lintable = files.filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && existsSync(join(root, f)));
  if (lintable.length) lint(lintable);
  await unitTests(packages, { withApi });
  if (touched.has('e2e') || process.argv.includes('--journeys')) await journeys();
}

/**
 * The brand sites `npm start` serves, each on its own port from PORT on. With BRAND=all every brand is served, each at
 * a host of its own under storefront.localhost (http://ca.storefront.localhost:8081: browsers send such names to this
 * machine and keep each host's cookies apart, as for the real brand sites; one site, so that a browser that blocks
 * third-party cookies still lets the frames see theirs), and they share the session with each other (decision 035).
 */
function sitesToServe(brand, port) {
  if (brand !== 'ALL') return [{ brand, port, url: `http://localhost:${port}` }];
  return BRANDS.map((b, i) => ({ brand: b, port: String(Number(port) + i), url: `http://${b.toLowerCase().replace('_', '-')}.storefront.localhost:${Number(port) + i}` }));
}

function start() {
  const brand = brandFromEnv();
  const port = process.env.PORT || '8080';
  const apiPort = process.env.API_PORT || '8790';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const sites = sitesToServe(brand, port);
  // Every brand served here shares the session with the others; a single brand shares it with none, unless told. The
  // api knows them too: the brand redirect sends a signed-in user to them (decision 040).
  const sessionSites = process.env.SESSION_SITES ?? (sites.length > 1 ? sites.map((site) => `${site.brand}=${site.url}`).join(',') : '');
  // Emailed links (activation, passwords, payment) point at the storefront as served here.
  const publicUrl = process.env.PUBLIC_URL || sites[0].url;
  // Demo accounts (README, "Demo accounts") are seeded by the api as it starts (idempotent), never in production:
  // their passwords are published.
  const seed = process.env.NODE_ENV === 'production' ? 'off' : process.env.SEED_DEMO_DATA || 'on';
  // A generated catalog of 3000 products when the database has none (README, "The api"); production keeps its own.
  const catalog = process.env.NODE_ENV === 'production' ? {} : { SEED_CATALOG: process.env.SEED_CATALOG || '3000' };
  // The development mailbox (every email and SMS code, README "The development mailbox") is on only when asked for
  // (security report I1): this command asks for it, outside production, unless DEV_MAILBOX=off.
  const mailbox = process.env.NODE_ENV === 'production' ? 'off' : process.env.DEV_MAILBOX || 'on';
  // The embedded Rowe sign-in (README "The api") is also on only when asked for (security report I6): this command
  // asks for it, outside production and when Rowe's own sign-in (ROWE_SSO_URL) is not set, unless DEV_ROWE_SIGN_IN=off.
  const roweSignIn = process.env.NODE_ENV === 'production' || process.env.ROWE_SSO_URL ? 'off' : process.env.DEV_ROWE_SIGN_IN || 'on';
  const children = [
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(root, 'api'),
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort, PUBLIC_URL: publicUrl, SESSION_SITES: sessionSites, SEED_DEMO_DATA: seed, DEV_MAILBOX: mailbox, DEV_ROWE_SIGN_IN: roweSignIn, ...catalog },
    }),
    ...sites.map((site) =>
      spawn(process.execPath, ['dist-server/main.mjs'], {
        cwd: join(root, 'shell'),
        stdio: 'inherit',
        env: { ...process.env, BRAND: site.brand, PORT: site.port, API_URL: apiUrl, SESSION_SITES: sessionSites },
      }),
    ),
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
  for (const site of sites) log(`the ${site.brand} storefront is at ${site.url}`);
  if (sites.length > 1) log('signing in on one brand signs in on the others opened afterwards in the same browser (Ctrl+C stops them all)');
  else log('Ctrl+C stops it');
  if (seed === 'on') {
    log('demo accounts to sign in with are in README.md under "Demo accounts" (e.g. designer@storefront.test, password Storefront-Demo-26)');
    if (mailbox === 'on') log(`every email and SMS code lands in the development mailbox: ${publicUrl}/api/dev/mailbox`);
  }
}

const command = process.argv[2];
const testing = command === 'test' || command === 'test:deep';
if (testing) resetProfile();
try {
  ensureInstalled();
  await main();
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  log(error.message);
  if (testing) printProfile();
  process.exit(error.code);
}

async function main() {
switch (command) {
  case 'start':
    brandFromEnv();
    await buildAll();
    start();
    break;
  case 'build':
    await buildAll();
    break;
  case 'typecheck':
    await typecheck();
    break;
  case 'validate':
    await validate();
    break;
  case 'test:changed':
    await testChanged();
    break;
  case 'test:deep':
    // More generated cases per property (the default run keeps them few); otherwise the whole suite.
    process.env.PROPERTY_RUNS ||= '300';
  // falls through
  case 'test':
    ensureChromium();
    await validate();
    await journeys();
    printProfile();
    break;
  case 'journeys':
    ensureChromium();
    await journeys();
    printProfile();
    break;
  case 'previous-release': {
    const dir = await previousReleaseBuilds();
    if (dir) log(`PREVIOUS_REMOTES_DIR=${dir}`);
    break;
  }
  case 'bench':
    ensureChromium();
    await buildAll();
    run(process.execPath, ['scripts/bench/run.mjs']);
    break;
  default:
    log('usage: node scripts/storefront.mjs start|build|typecheck|validate|test|test:changed|test:deep|journeys|previous-release|bench');
    process.exit(2);
}
}
