import { remoteViteConfig } from '@storefront/contracts/build';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-cara', app: './src/app.tsx', assistant: './src/assistant.tsx' }));
