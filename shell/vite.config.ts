import { SHARED_SINGLETONS, apiProxy, precompress } from '@storefront/contracts/build';
import { parseBrand } from '@storefront/contracts';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The shell is built per brand: BRAND=HOM|CA|CA_DEALER|ROWE|JC|ART|FFD (default HOM), into dist/<BRAND>. */
const brand = parseBrand(process.env.BRAND);

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
    __BRAND__: JSON.stringify(brand),
  },
  build: { target: 'esnext', outDir: `dist/${brand}`, emptyOutDir: true },
  server: { port: 5100, strictPort: true, proxy: apiProxy() },
});
