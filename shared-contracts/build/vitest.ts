/**
 * The unit-test settings every front-end package shares (docs/testing.md):
 * - `*.test.ts` are pure tests (rules, parsing, formatting) and run in the node environment, which starts
 *   in milliseconds; a `.ts` test that needs a document says so with a `// @vitest-environment jsdom` docblock;
 * - `*.test.tsx` are component tests: jsdom, Testing Library matchers, msw.
 */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** How many workers one package's run may use: VITEST_MAX_WORKERS when the runner shares the cores out. */
function maxWorkers(): number | undefined {
  const given = Number(process.env.VITEST_MAX_WORKERS);
  return Number.isInteger(given) && given > 0 ? given : undefined;
}

export function vitestConfig(options: { include?: string[] } = {}): UserConfig & { test: Record<string, unknown> } {
  const include = options.include ?? ['src/**/*.test.{ts,tsx}'];
  const pure = include.map((glob) => glob.replace('{ts,tsx}', 'ts'));
  const components = include.filter((glob) => glob.includes('tsx')).map((glob) => glob.replace('{ts,tsx}', 'tsx'));
  return {
    plugins: [react()],
    test: {
      globals: true,
      restoreMocks: true,
      ...(maxWorkers() ? { maxWorkers: maxWorkers() } : {}),
      projects: [
        { extends: true, test: { name: 'pure', environment: 'node', include: pure } },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: components,
            setupFiles: [new URL('./vitest-setup.ts', import.meta.url).pathname],
          },
        },
      ],
    },
  };
}
