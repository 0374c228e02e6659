import { remoteViteConfig } from '@storefront/contracts/build';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-account', app: './src/app.tsx', dialogs: './src/dialogs.tsx' }));
