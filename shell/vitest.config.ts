import { vitestConfig } from '@storefront/tooling/vitest';
import { defineConfig, mergeConfig } from 'vite';

export default defineConfig(
  mergeConfig(vitestConfig({ include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'] }), {
    define: { __DEFAULT_BRAND__: JSON.stringify('HOM') },
  }),
);
