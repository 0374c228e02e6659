import { remoteViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-account', app: './src/app.tsx', dialogs: './src/dialogs.tsx', parcels: { workspace: './src/workspace.ts' } }));
