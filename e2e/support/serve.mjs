/**
 * The journeys' servers, started side by side: the api and one shell server per brand, as `E2E_SERVERS` lists them
 * (playwright.config.ts). Playwright starts a config's web servers one after another, which cost about 25 s of every
 * run on two cores (the api, then seven shells of about 3.5 s each); here they start at once, and the line
 * `storefront servers ready` tells Playwright when every one of them answers. A server that exits stops the rest.
 */
import { spawn } from 'node:child_process';

const READY = 'storefront servers ready';
const TIMEOUT_MS = 120_000;

/** @type {Array<{ name: string; args: string[]; cwd: string; url: string; env: Record<string, string> }>} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
let stopping = false;

const children = servers.map((server) => {
  const child = spawn(process.execPath, server.args, { cwd: server.cwd, env: { ...process.env, ...server.env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${server.name} exited (${signal ?? code}) before the journeys ended\n`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function answers(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

async function ready(server, deadline) {
  for (let wait = 100; Date.now() < deadline; wait = Math.min(wait * 2, 500)) {
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error(`${server.name} did not answer ${server.url} within ${TIMEOUT_MS / 1000} s`);
}

const deadline = Date.now() + TIMEOUT_MS;
try {
  await Promise.all(servers.map((server) => ready(server, deadline)));
  process.stdout.write(`${READY}\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  stop(1);
}
