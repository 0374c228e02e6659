import { remoteServerViteConfig } from '@storefront/tooling/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteServerViteConfig());
