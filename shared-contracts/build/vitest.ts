/** The unit-test settings every front-end package shares: jsdom, Testing Library matchers, msw. */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export function vitestConfig(options: { environment?: 'jsdom' | 'node' } = {}): UserConfig & { test: Record<string, unknown> } {
  return {
    plugins: [react()],
    test: {
      environment: options.environment ?? 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.environment === 'node' ? [] : [new URL('./vitest-setup.ts', import.meta.url).pathname],
      restoreMocks: true,
    },
  };
}
