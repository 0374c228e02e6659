/**
 * Bundles the page server into one file, `dist-server/main.mjs`, with its dependencies (fastify, React's server
 * renderer, the contracts) inside: the server then starts by reading one script. Run by the shell's build, after
 * the browser build. Measured on two cores: a server started from its TypeScript sources through tsx used about
 * 6.5 s of processor time before it answered; the bundle, about 1.2 s. The bundle sits beside `dist/`, never in it:
 * `dist/` is what the server serves.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const shellDir = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: shellDir,
  entryPoints: ['server/main.ts'],
  outfile: 'dist-server/main.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  jsx: 'automatic',
  // Packages written for CommonJS call require(); an ES module bundle gives them one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
