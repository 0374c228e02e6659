import { defineConfig } from 'vitest/config';

/**
 * The contracts are data and pure functions: their tests run in node (a file that needs a document says so with
 * a `// @vitest-environment jsdom` docblock), one module graph per worker as in every package (docs/testing.md).
 * The front ends' preset (@storefront/tooling/vitest) is not used here: the tooling depends on the contracts.
 */
const workers = Number(process.env.VITEST_MAX_WORKERS);

export default defineConfig({
  test: {
    globals: true,
    restoreMocks: true,
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...(Number.isInteger(workers) && workers > 0 ? { maxWorkers: workers } : {}),
  },
});
