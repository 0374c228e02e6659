import { remoteViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-cara', app: './src/app.tsx', dialogs: './src/dialogs.tsx', parcels: { assistant: './src/assistant.tsx' } }));
