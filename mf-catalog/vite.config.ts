import { remoteViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'mf-catalog', app: './src/app.tsx', dialogs: './src/dialogs.tsx', parcels: { liveSearch: './src/live-search.tsx' } }),
);
