import { apiProxy, lazySchemas, precompress, sharedModules } from '@storefront/tooling/vite';
import { parseBrand } from '@storefront/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * One build serves every brand: the shell server names the brand in the page it sends (`<html data-brand>`).
 * BRAND (default HOM) is only the brand of a page that names none: the dev server's.
 */
const devBrand = parseBrand(process.env.BRAND);

export default defineConfig({
  base: '/',
  // The shared libraries are entries of their own too: the remotes import them through the page's import map.
  plugins: [react(), sharedModules(), lazySchemas(), precompress()],
  define: {
    __DEFAULT_BRAND__: JSON.stringify(devBrand),
    // MOCK=1: a build whose pages run against the mock api (decision 038); else the ?mock=1 flag alone.
    __MOCK__: JSON.stringify(process.env.MOCK === '1'),
  },
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
  server: { port: 5100, strictPort: true, proxy: apiProxy() },
});
