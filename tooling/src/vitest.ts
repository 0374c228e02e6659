/**
 * The unit-test settings every front-end package shares (docs/testing.md):
 * - `*.test.ts` are pure tests (rules, parsing, formatting) and run in the node environment, which starts
 *   in milliseconds; a `.ts` test that needs a document says so with a `// @vitest-environment jsdom` docblock;
 * - `*.test.tsx` are component tests: jsdom, Testing Library matchers, msw;
 * - a worker runs its files one after another in one module graph and one document (`isolate: false`); the setup
 *   file clears what a test leaves behind. A fresh graph and jsdom for every file was most of a package's time
 *   (one worker each: shell 17 s against about 45 s, mf-account 54 s against 85 s, the contracts 8 s against 25 s).
 *   A file that replaces a module (`vi.mock`) needs a graph of its own, since the module may already be loaded; so
 *   does one that renders a page as the page server does (`renderRemotePage`), whose suspended server render leaves
 *   React's context values behind for the next file's client renders. Such files are found by their text and run
 *   isolated, in a project of their own.
 */
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserConfig } from 'vite';

/** How many workers one package's run may use: VITEST_MAX_WORKERS when the runner shares the cores out. */
function maxWorkers(): number | undefined {
  const given = Number(process.env.VITEST_MAX_WORKERS);
  return Number.isInteger(given) && given > 0 ? given : undefined;
}

/** The test files under `dirs` that need a module graph of their own (paths relative to the package). */
function mockingFiles(dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(|\brenderRemotePage\(/.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

export function vitestConfig(options: { include?: string[] } = {}): UserConfig & { test: Record<string, unknown> } {
  const include = options.include ?? ['src/**/*.test.{ts,tsx}'];
  const isolated = mockingFiles([...new Set(include.map((glob) => glob.split('/')[0] ?? 'src'))]);
  const pure = include.map((glob) => glob.replace('{ts,tsx}', 'ts'));
  const components = include.filter((glob) => glob.includes('tsx')).map((glob) => glob.replace('{ts,tsx}', 'tsx'));
  const setupFiles = [new URL('./vitest-setup.ts', import.meta.url).pathname];
  return {
    plugins: [react()],
    test: {
      globals: true,
      restoreMocks: true,
      // Above the setup file's wait for `findBy…` (5 s), so a slow wait fails with what it was waiting for.
      testTimeout: 15_000,
      isolate: false,
      ...(maxWorkers() ? { maxWorkers: maxWorkers() } : {}),
      projects: [
        { extends: true, test: { name: 'pure', environment: 'node', include: pure, exclude: isolated } },
        { extends: true, test: { name: 'components', environment: 'jsdom', include: components, exclude: isolated, setupFiles } },
        ...(isolated.length
          ? [{ extends: true as const, test: { name: 'mocking', environment: 'jsdom', include: isolated, isolate: true, setupFiles } }]
          : []),
      ],
    },
  };
}
