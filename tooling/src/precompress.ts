import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Smallest asset worth a compressed copy. The pages load several scripts of a few hundred bytes (a remote's shared
 * helpers split out by the bundler), which gzip to about half; below this the header outweighs the gain.
 */
export const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Writes .br and .gz beside every text asset of a build (each only when smaller than the asset), so servers send them
 * without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = await readFile(file);
        if (body.length < PRECOMPRESS_MIN_BYTES) continue;
        // Zopfli writes ordinary gzip, 4-8% smaller than zlib's best, once per build.
        const gz = await gzipAsync(body, { numiterations: 5 });
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        if (br.length < body.length) await writeFile(`${file}.br`, br);
      }
    },
  };
}
