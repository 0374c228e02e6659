/**
 * The shell's side of decision 021: each shared library (`SHARED_MODULES`) is also built as an entry of its own that
 * re-exports the library by name, so the remotes, which import it by its bare name, get the very instance the shell
 * runs. `.vite/shared-modules.json` (build metadata, not served) says which file each name is; the page server writes
 * it into the page's import map.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SHARED_MODULES, type SharedModule } from '@storefront/contracts';

const PREFIX = 'virtual:storefront-shared/';
const RESOLVED_PREFIX = `\0${PREFIX}`;
export const SHARED_MODULES_FILE = '.vite/shared-modules.json';

const entryName = (specifier: string) => `shared-${specifier.replace(/[^\w]+/g, '-')}`;

/** The library's own export names (read from its production build), so the entry names them one by one. */
function exportNames(root: string, specifier: SharedModule): string[] {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const library = createRequire(join(root, 'package.json'))(specifier) as Record<string, unknown>;
    return Object.keys(library).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  } finally {
    process.env.NODE_ENV = previous;
  }
}

export function sharedModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'storefront-shared-modules',
    apply: 'build',
    config(config) {
      const base = config.root ?? process.cwd();
      return {
        build: {
          rollupOptions: {
            input: {
              index: join(base, 'index.html'),
              ...Object.fromEntries(SHARED_MODULES.map((specifier) => [entryName(specifier), `${PREFIX}${specifier}`])),
            },
            preserveEntrySignatures: 'exports-only',
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const specifier = id.slice(RESOLVED_PREFIX.length) as SharedModule;
      const names = exportNames(root, specifier);
      return [
        `import library from ${JSON.stringify(specifier)};`,
        `export default library;`,
        ...names.map((name) => `export const ${name} = library.${name};`),
      ].join('\n');
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry || !item.facadeModuleId?.startsWith(RESOLVED_PREFIX)) continue;
        files[item.facadeModuleId.slice(RESOLVED_PREFIX.length)] = item.fileName;
      }
      const missing = SHARED_MODULES.filter((specifier) => !files[specifier]);
      if (missing.length > 0) this.error(`no shared entry was built for ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: SHARED_MODULES_FILE, source: JSON.stringify(files, null, 2) });
    },
  };
}
