import { remoteViteConfig } from '@storefront/contracts/build';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-catalog', app: './src/app.tsx', dialogs: './src/dialogs.tsx' }));
