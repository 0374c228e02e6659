import { SHARED_SINGLETONS, apiProxy, precompress } from '@storefront/tooling/vite';
import { parseBrand } from '@storefront/contracts';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One build serves every brand: the shell server names the brand in the page it sends (`<html data-brand>`).
 * BRAND (default HOM) is only the brand of a page that names none: the dev server's.
 */
const devBrand = parseBrand(process.env.BRAND);

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      dts: false,
      shared: SHARED_SINGLETONS,
      shareStrategy: 'loaded-first',
      // Publishes the federation runtime for the remotes (they are built with externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    precompress(),
  ],
  define: {
    __DEFAULT_BRAND__: JSON.stringify(devBrand),
  },
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
  server: { port: 5100, strictPort: true, proxy: apiProxy() },
});
