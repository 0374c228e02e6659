import { vitestConfig } from '@storefront/contracts/test';
import { defineConfig, mergeConfig } from 'vite';

export default defineConfig(
  mergeConfig(vitestConfig(), {
    define: { __BRAND__: JSON.stringify('HOM') },
    test: { include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'] },
  }),
);
