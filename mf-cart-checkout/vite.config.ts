import { remoteViteConfig } from '@storefront/contracts/build';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-cart-checkout', app: './src/app.tsx' }));
