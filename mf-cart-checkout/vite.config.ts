import { remoteViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteViteConfig({ name: 'mf-cart-checkout', app: './src/app.tsx', parcels: { miniCart: './src/mini-cart.tsx' } }));
