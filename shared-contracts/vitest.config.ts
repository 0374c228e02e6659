import { defineConfig } from 'vite';
import { vitestConfig } from './build/vitest';

export default defineConfig(vitestConfig());
