#!/usr/bin/env node
/**
 * A throwaway Postgres for the api's second test leg and its benchmark: Debian's server binaries, a fresh cluster
 * in a temporary folder, listening on 127.0.0.1 only on a free port, with a login role that may create databases.
 *
 *   eval "$(node scripts/postgres.mjs start)"   installs Debian "postgresql" when missing (root with apt-get),
 *                                               starts the cluster and prints the exports:
 *                                               TEST_DATABASE_URL and STOREFRONT_PG_DIR
 *   node scripts/postgres.mjs stop <dir>        stops that cluster and deletes its folder
 *
 * Progress goes to stderr so stdout stays the lines to evaluate.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROLE = 'storefront';

function log(message) {
  process.stderr.write(`\x1b[36m[postgres]\x1b[0m ${message}\n`);
}

function fail(message) {
  log(message);
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;

/** Runs a server binary; as root it runs as the "postgres" user, since the server refuses to run as root. */
function runPg(binary, args, options = {}) {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', cwd: tmpdir(), ...options });
  if (result.status !== 0) fail(`${binary} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.stdout;
}

/** The newest installed server's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensureInstalled() {
  const found = binDir();
  if (found) return found;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail('a real Postgres is needed: install the Debian package "postgresql" (or set TEST_DATABASE_URL to one you run)');
  }
  log('installing Debian postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'postgresql']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed`);
  }
  return binDir() ?? fail('postgresql installed but no server binaries under /usr/lib/postgresql');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start() {
  const bin = ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const data = join(dir, 'data');
  const password = randomBytes(18).toString('base64url');
  const passwordFile = join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`);
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (!Number.isInteger(uid)) fail('the "postgres" user is missing (it comes with the Debian package)');
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  chmodSync(dir, 0o700);
  chmodSync(passwordFile, 0o600);

  log(`creating a throwaway cluster with ${bin}`);
  // Local socket connections trust the cluster's owner (to create the role); TCP needs a password.
  runPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--auth-local=trust', '--auth-host=scram-sha-256', '--pwfile', passwordFile]);
  rmSync(passwordFile);
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    // A test database: durability buys nothing here, and the bench must not wait on the disk.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  runPg(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  // pg_signal_backend: a test drops its scratch database `with (force)`, which ends whatever still holds it.
  for (const sql of [`create role ${ROLE} login createdb password '${password}'`, `grant pg_signal_backend to ${ROLE}`]) {
    runPg(join(bin, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql]);
  }
  const url = `postgres://${ROLE}:${password}@127.0.0.1:${port}/postgres`;
  log(`running on 127.0.0.1:${port} (role ${ROLE}, may create databases)`);
  process.stdout.write(`export TEST_DATABASE_URL='${url}'\nexport STOREFRONT_PG_DIR='${dir}'\n`);
}

function stop(dir) {
  if (!dir || !existsSync(join(dir, 'data'))) fail('usage: node scripts/postgres.mjs stop <dir printed by start>');
  const bin = binDir();
  if (bin) {
    const [command, argv] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']]
      : [join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']];
    spawnSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'], cwd: tmpdir() });
  }
  rmSync(dir, { recursive: true, force: true });
  log('stopped and removed the throwaway cluster');
}

switch (process.argv[2]) {
  case 'start':
    await start();
    break;
  case 'stop':
    stop(process.argv[3]);
    break;
  default:
    fail('usage: node scripts/postgres.mjs start|stop <dir>');
}
