import { remoteViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-after-sales', app: './src/app.tsx', dialogs: './src/dialogs.tsx' }));
