import { availableParallelism, totalmem } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Each api test file starts the real server over its own database: PGlite in memory takes 400-700 MB and 1.5-2 s
 * to open. Test files run in separate processes (forks), at most one per core and one per 1.5 GB of memory, so a
 * long list of test files never opens more PGlite instances than the machine holds.
 */
const perWorker = 1.5 * 1024 ** 3;
/** VITEST_MAX_WORKERS when the test runner shares the cores between this suite and another (scripts/jobs.mjs). */
const given = Number(process.env.VITEST_MAX_WORKERS);
const maxWorkers = Number.isInteger(given) && given > 0 ? given : Math.max(1, Math.min(availableParallelism(), Math.floor(totalmem() / perWorker)));

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers,
    // Opening a database (and migrating it) under a loaded CI machine can take several seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
