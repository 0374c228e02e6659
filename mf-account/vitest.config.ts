import { vitestConfig } from '@storefront/tooling/vitest';
import { defineConfig } from 'vite';

export default defineConfig(vitestConfig());
