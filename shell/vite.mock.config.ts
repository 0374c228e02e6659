import { defineConfig } from 'vite';

/**
 * The mock api for the browser (decision 038), built apart from the shell into one file, /mock/start-mock.js: the
 * shell imports it by its URL when the mock flag is on, so none of its modules (msw, the generated catalog, the
 * contracts it uses) is shared with the shell's chunks, and the first load of a page without the flag is unchanged.
 */
export default defineConfig({
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'esnext',
    outDir: 'dist/mock',
    emptyOutDir: true,
    lib: { entry: 'src/features/mock/start-mock.ts', formats: ['es'], fileName: () => 'start-mock.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
