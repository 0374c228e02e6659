import { availableParallelism, totalmem } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Each api test file starts the real server over its own database: PGlite in memory takes 400-700 MB and 1.5-2 s
 * to open. Test files run in separate processes (forks), at most one per core and one per 1.5 GB of memory, so a
 * long list of test files never opens more PGlite instances than the machine holds.
 * A worker runs its files one after another without a fresh module graph for each (`isolate: false`): every file
 * builds its own app over its own database and closes both, so nothing is shared but the loaded code, and
 * importing the server again for each of 60 files was a third of the suite (on Postgres 79 s against 46 s for the
 * same 439 tests; the embedded list 67 s against 48 s; the largest worker stays near 1.1 GB).
 */
const perWorker = 1.5 * 1024 ** 3;
/** VITEST_MAX_WORKERS when the test runner shares the cores between this suite and another (scripts/jobs.mjs). */
const given = Number(process.env.VITEST_MAX_WORKERS);
const maxWorkers = Number.isInteger(given) && given > 0 ? given : Math.max(1, Math.min(availableParallelism(), Math.floor(totalmem() / perWorker)));

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers,
    // Opening a database (and migrating it) under a loaded CI machine can take several seconds.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
