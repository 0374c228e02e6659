import { vitestConfig } from '@storefront/contracts/test';
import { defineConfig } from 'vite';

export default defineConfig(vitestConfig());
