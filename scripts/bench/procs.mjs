// Child processes the bench starts: spawned in their own process group, tracked, and stopped
// (SIGTERM, then SIGKILL) on success, on error, on SIGINT/SIGTERM and, as a last resort, on exit.
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

const log = (...args) => console.error('[bench]', ...args);

function groupKill(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Starts a command in its own process group and tracks it until it exits.
 * Output is kept (last lines) for error messages instead of cluttering stdout.
 */
export function startProcess(name, command, args, { cwd, env, echo = false } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    const text = chunk.toString();
    if (echo) process.stderr.write(text);
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 60) tail.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const record = {
    name,
    child,
    pid: child.pid,
    tail,
    exited: false,
    exitCode: null,
    exitSignal: null,
    spawnError: null,
  };
  record.done = new Promise((resolve) => {
    child.on('error', (error) => {
      record.spawnError = error;
      record.exited = true;
      children.delete(record);
      resolve(record);
    });
    child.on('exit', (code, signal) => {
      record.exited = true;
      record.exitCode = code;
      record.exitSignal = signal;
      children.delete(record);
      resolve(record);
    });
  });
  children.add(record);
  return record;
}

export function describeExit(record) {
  if (record.spawnError) return `${record.name} could not start: ${record.spawnError.message}`;
  const how = record.exitSignal ? `signal ${record.exitSignal}` : `code ${record.exitCode}`;
  const tail = record.tail.slice(-25).map((l) => `    ${l}`).join('\n');
  return `${record.name} exited (${how})${tail ? `; its last output:\n${tail}` : ''}`;
}

/** Runs a command to completion (bounded by timeoutMs); rejects with its output tail on failure. */
export async function runToCompletion(name, command, args, { cwd, env, timeoutMs, echo = false }) {
  const record = startProcess(name, command, args, { cwd, env, echo });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([record.done, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    await stopProcess(record);
    throw new Error(`${name} did not finish within ${Math.round(timeoutMs / 1000)} s`);
  }
  if (record.spawnError || record.exitCode !== 0) throw new Error(describeExit(record));
  return record;
}

export async function stopProcess(record, graceMs = 5000) {
  if (record.exited) return;
  groupKill(record.pid, 'SIGTERM');
  let timer;
  const timedOut = await Promise.race([
    record.done.then(() => false),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    groupKill(record.pid, 'SIGKILL');
    await Promise.race([record.done, new Promise((r) => setTimeout(r, 2000))]);
  }
  // The group may still hold grandchildren of a process that exited on its own.
  groupKill(record.pid, 'SIGKILL');
}

/** Stops every tracked process, newest first. */
export async function stopAll() {
  const list = [...children].reverse();
  for (const record of list) {
    log(`stopping ${record.name} (pid ${record.pid})`);
    await stopProcess(record);
  }
}

/** Synchronous last resort for process 'exit': SIGKILL whatever is still tracked. */
export function killAllSync() {
  for (const record of children) groupKill(record.pid, 'SIGKILL');
  children.clear();
}

/** Tracks a process started by someone else (e.g. chrome-launcher's Chrome) so cleanup covers it. */
export function trackForeignPid(name, pid) {
  const record = { name, pid, exited: false, tail: [], done: null };
  record.done = new Promise((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(poll);
        record.exited = true;
        children.delete(record);
        resolve(record);
      }
    }, 250);
    poll.unref();
  });
  children.add(record);
  return record;
}

/** Fails with a clear message when something already listens on 127.0.0.1:port (or binds it wildcard). */
export async function assertPortFree(port, purpose) {
  const connectable = await new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
  const bindError = await new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(null)));
  });
  if (connectable || bindError) {
    const why = bindError ? bindError.code ?? bindError.message : 'something accepts connections there';
    throw new Error(
      `port ${port} (needed for ${purpose}) is busy (${why}). The bench uses fixed ports 8890 (api) and 8891-8897 (shells); ` +
        `stop whatever listens on ${port} (e.g. \`ss -ltnp 'sport = :${port}'\`) and run the bench again.`,
    );
  }
}

/**
 * Polls the check until it returns true; fails early if the process exits, or after timeoutMs.
 * check() gets no arguments and may throw (treated as not ready yet).
 */
export async function waitUntilReady(record, what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (record.exited) throw new Error(`${what} never became healthy: ${describeExit(record)}`);
    try {
      const result = await check();
      if (result === true) return;
      lastProblem = String(result);
    } catch (error) {
      lastProblem = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not healthy within ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem})`);
}

/** fetch() with a timeout, for health checks against 127.0.0.1 only. */
export async function fetchWithTimeout(url, options = {}, timeoutMs = 5000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...options, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
