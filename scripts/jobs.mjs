/**
 * Runs independent commands side by side, a few at a time, so two cores are both busy while one job waits on
 * its start-up, its database or its disk. Each job's output is kept apart and printed whole when the job ends
 * (never interleaved); each job's time goes to the run's profile as `group ‖ job`, the group's wall time as
 * `group`.
 */
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { recordStage } from './profile.mjs';

/**
 * @param {string} group what the jobs are together (a row of the profile)
 * @param {Array<{ name: string, command: string, args: string[], cwd?: string, env?: Record<string, string>, onSuccess?: () => void }>} jobs
 *   longest first: a job starts as soon as a slot is free; `onSuccess` runs when the job passed
 * @param {{ slots: number, log: (message: string) => void }} options
 * @returns {Promise<string[]>} the names of the jobs that failed
 */
export async function runJobs(group, jobs, { slots, log }) {
  const started = performance.now();
  const queue = [...jobs];
  const failed = [];
  const failures = [];
  const runOne = (job) =>
    new Promise((resolve) => {
      const jobStarted = performance.now();
      const chunks = [];
      const child = spawn(job.command, job.args, {
        cwd: job.cwd,
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...job.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      child.on('close', (code, signal) => {
        const seconds = (performance.now() - jobStarted) / 1000;
        recordStage(`${group} ‖ ${job.name}`, seconds);
        const ok = code === 0;
        if (ok) job.onSuccess?.();
        else failed.push(job.name);
        const output = Buffer.concat(chunks);
        process.stdout.write(output);
        if (!ok) failures.push({ name: job.name, output: output.toString('utf8') });
        log(`${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`}: ${job.name} in ${seconds.toFixed(1)} s`);
        resolve();
      });
    });
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await runOne(job);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, jobs.length)) }, lane));
  recordStage(group, (performance.now() - started) / 1000);
  // A long run's log is often read from its end: what failed is said again there.
  for (const { name, output } of failures) {
    log(`${name} failed; the end of its output again:`);
    process.stdout.write(`${failureSummary(output)}\n`);
  }
  return failed;
}

/** The part of a job's output that says why it failed: vitest's "Failed Tests" section when there is one, else the last lines. */
function failureSummary(output, maxLines = 120) {
  const plain = stripVTControlCharacters(output);
  const section = plain.lastIndexOf('Failed Tests');
  const lines = (section >= 0 ? plain.slice(section) : plain).split('\n');
  return lines.slice(0, section >= 0 ? maxLines : undefined).slice(-maxLines).join('\n');
}
