/**
 * A remote built as plain ES modules (decision 021). Its entry, `remote.js`, exports `get(expose)`, which imports the
 * exposed module; its chunks import the shared libraries by their bare names (`react`, ...), which the page's import
 * map resolves to the shell's one copy. `remote-manifest.json` beside the entry names, for each exposed module, the
 * chunks it loads at once, so a page server can preload them with the entry.
 */
import { relative, resolve } from 'node:path';
import { esmExternalRequirePlugin, type Plugin } from 'vite';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE, SHARED_MODULES, type RemoteAssetManifest } from '@storefront/contracts';

const ENTRY_ID = 'virtual:storefront-remote-entry';
const RESOLVED_ENTRY_ID = `\0${ENTRY_ID}`;

/** What the entry module says: the exposed modules, each imported on first use. */
function entryCode(root: string, exposes: Record<string, string>): string {
  const loaders = Object.entries(exposes)
    .map(([expose, path]) => `  ${JSON.stringify(expose)}: () => import(${JSON.stringify(resolve(root, path))}),`)
    .join('\n');
  return [
    `const exposes = {\n${loaders}\n};`,
    `export const names = Object.keys(exposes);`,
    `export function get(expose) {`,
    `  const load = exposes[expose];`,
    `  return load ? load() : Promise.reject(new Error('this remote exposes no ' + expose));`,
    `}`,
  ].join('\n');
}

/**
 * The remote's build plugins: the entry and manifest, and the rewriting of a bundled CommonJS dependency's
 * `require('react')` into an import of the shared module (a browser has no `require`).
 */
export function moduleRemote(exposes: Record<string, string>): Plugin[] {
  return [remoteEntry(exposes), esmExternalRequirePlugin({ external: [...SHARED_MODULES] }) as Plugin];
}

function remoteEntry(exposes: Record<string, string>): Plugin {
  let root = process.cwd();
  return {
    name: 'storefront-module-remote',
    apply: 'build',
    config() {
      return {
        build: {
          manifest: false,
          rollupOptions: {
            input: { 'remote-entry': ENTRY_ID },
            preserveEntrySignatures: 'exports-only',
            output: {
              format: 'es',
              entryFileNames: (chunk) => (chunk.name === 'remote-entry' ? REMOTE_ENTRY_FILE : 'assets/[name]-[hash].js'),
              chunkFileNames: 'assets/[name]-[hash].js',
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ENTRY_ID ? RESOLVED_ENTRY_ID : null;
    },
    load(id) {
      return id === RESOLVED_ENTRY_ID ? entryCode(root, exposes) : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byModule = new Map<string, string>();
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk.fileName);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk with every chunk of this build it imports statically, in load order. */
      const closure = (file: string, seen = new Set<string>()): string[] => {
        const chunk = byFile.get(file);
        // A shared module is no chunk of this build: the import map resolves it.
        if (!chunk || seen.has(file)) return [];
        seen.add(file);
        return [file, ...chunk.imports.flatMap((imported) => closure(imported, seen))];
      };
      const manifest: RemoteAssetManifest = { entry: REMOTE_ENTRY_FILE, exposes: {} };
      for (const [expose, path] of Object.entries(exposes)) {
        const file = byModule.get(resolve(root, path));
        if (!file) this.error(`the exposed module ${relative(root, resolve(root, path))} has no chunk of its own`);
        manifest.exposes[expose] = closure(file);
      }
      this.emitFile({ type: 'asset', fileName: REMOTE_MANIFEST_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
