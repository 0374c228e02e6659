/**
 * Where a test run's time goes. Every stage of `npm test` (and of `.ci/run` before it) appends one row
 * to `.profile/stages.tsv`; the browser journeys add one row per spec file (e2e/support/profile-reporter.ts).
 * `printProfile()` prints them as a table at the end of the run; `node scripts/profile.mjs` prints the
 * last run's table again.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PROFILE_DIR = join(root, '.profile');
const STAGES = join(PROFILE_DIR, 'stages.tsv');
export const JOURNEY_PROFILE = join(PROFILE_DIR, 'journeys.tsv');

/** Starts a new profile unless `.ci/run` already started one for this run (it records its own set-up). */
export function resetProfile() {
  if (process.env.STOREFRONT_PROFILE_KEEP === '1') return;
  rmSync(PROFILE_DIR, { recursive: true, force: true });
  mkdirSync(PROFILE_DIR, { recursive: true });
}

export function recordStage(name, seconds) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  appendFileSync(STAGES, `${name}\t${seconds.toFixed(1)}\n`);
}

/** Times a synchronous stage and records it, even when it fails (the table then shows where it stopped). */
export function timed(name, fn) {
  const started = performance.now();
  try {
    return fn();
  } finally {
    recordStage(name, (performance.now() - started) / 1000);
  }
}

/** Times an asynchronous stage. */
export async function timedAsync(name, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    recordStage(name, (performance.now() - started) / 1000);
  }
}

function readRows(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

function minutes(seconds) {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The table: each stage's wall time in the order it ran (stages that ran side by side are marked with
 * `‖` and counted once in the total), then the browser journeys per spec file (test time summed over
 * the file's tests, the slowest first, and the assertions they made).
 */
export function profileTable() {
  const stages = readRows(STAGES);
  const journeys = readRows(JOURNEY_PROFILE)
    .map(([file, tests, seconds, expects]) => ({ file, tests: Number(tests), seconds: Number(seconds), expects: Number(expects ?? 0) }))
    .sort((a, b) => b.seconds - a.seconds);
  if (!stages.length) return 'no profile recorded yet: run npm test';
  const width = Math.max(28, ...stages.map(([n]) => n.length), ...journeys.map((j) => j.file.length + 4));
  const lines = [`| ${pad('stage', width)} | ${pad('seconds', 8, true)} |`, `|${'-'.repeat(width + 2)}|${'-'.repeat(9)}:|`];
  let total = 0;
  for (const [name, seconds] of stages) {
    // A parallel group's members are named 'group ‖ member'; the group's own row carries its wall time.
    if (!name.includes(' ‖ ')) total += Number(seconds);
    lines.push(`| ${pad(name, width)} | ${pad(seconds, 8, true)} |`);
  }
  lines.push(`| ${pad(`total (${minutes(total)})`, width)} | ${pad(total.toFixed(1), 8, true)} |`);
  if (journeys.length) {
    lines.push(
      '',
      `| ${pad('journey spec file (tests)', width)} | ${pad('test s', 8, true)} | ${pad('asserts', 8, true)} |`,
      `|${'-'.repeat(width + 2)}|${'-'.repeat(9)}:|${'-'.repeat(9)}:|`,
    );
    for (const j of journeys) lines.push(`| ${pad(`${j.file} (${j.tests})`, width)} | ${pad(j.seconds.toFixed(1), 8, true)} | ${pad(j.expects, 8, true)} |`);
    const sum = journeys.reduce((acc, j) => acc + j.seconds, 0);
    const count = journeys.reduce((acc, j) => acc + j.tests, 0);
    const expects = journeys.reduce((acc, j) => acc + j.expects, 0);
    lines.push(`| ${pad(`all journeys (${count} tests, summed over workers)`, width)} | ${pad(sum.toFixed(1), 8, true)} | ${pad(expects, 8, true)} |`);
  }
  return lines.join('\n');
}

export function printProfile() {
  process.stdout.write(`\nWhere the time went (.profile/stages.tsv):\n${profileTable()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) printProfile();
