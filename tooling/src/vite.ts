/**
 * Build settings every app shares: the shell's shared modules and the remote vite config. Used by the vite
 * configs of the shell and of each remote, so a squad builds its remote alone with the same settings.
 */
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { API_PREFIXES, PARCEL_OWNERS, REMOTE_EXPOSES, type ParcelExpose, type RemoteName } from '@storefront/contracts';
import { lazySchemas } from './lazy-schemas';
import { moduleRemote } from './module-remote';
import { precompress } from './precompress';
import { sharedModules } from './shared-modules';

export { lazySchemas, precompress, sharedModules };

/** Dev-server ports: a squad runs its remote alone on its own port. */
export const REMOTE_DEV_PORTS: Readonly<Record<RemoteName, number>> = {
  'mf-catalog': 5101,
  'mf-account': 5102,
  'mf-cart-checkout': 5103,
  'mf-after-sales': 5104,
  'mf-cara': 5105,
};

export const API_DEV_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8790';

export function apiProxy(): Record<string, { target: string; changeOrigin: boolean }> {
  return Object.fromEntries(API_PREFIXES.map((p) => [`^${p}/`, { target: API_DEV_TARGET, changeOrigin: true }]));
}

export interface RemoteConfigOptions {
  name: RemoteName;
  /** Module path of the route app lifecycles, relative to the remote's root. */
  app: string;
  /** Module path of the dialog-body lifecycles, if the remote provides any. */
  dialogs?: string;
  /** Module paths of the parcels' lifecycles the remote provides: exactly those PARCEL_OWNERS gives it. */
  parcels?: Partial<Record<ParcelExpose, string>>;
  outDir?: string;
}

/** The parcels the contracts give `name` and the ones its config exposes must be the same: one owner per capability. */
function checkParcels(name: RemoteName, parcels: Partial<Record<ParcelExpose, string>>): void {
  const owned = (Object.keys(PARCEL_OWNERS) as ParcelExpose[]).filter((p) => PARCEL_OWNERS[p] === name).sort();
  const given = (Object.keys(parcels) as ParcelExpose[]).sort();
  if (owned.join() !== given.join()) {
    throw new Error(`${name} must expose the parcels PARCEL_OWNERS gives it (${owned.join(', ') || 'none'}); its config names ${given.join(', ') || 'none'}`);
  }
}

export function remoteViteConfig({ name, app, dialogs, parcels = {}, outDir }: RemoteConfigOptions): UserConfig {
  checkParcels(name, parcels);
  const exposes: Record<string, string> = { [REMOTE_EXPOSES.app]: app };
  if (dialogs) exposes[REMOTE_EXPOSES.dialogs] = dialogs;
  for (const [parcel, path] of Object.entries(parcels) as Array<[ParcelExpose, string]>) exposes[REMOTE_EXPOSES[parcel]] = path;
  const port = REMOTE_DEV_PORTS[name];
  return {
    // Relative base: the build works from whatever URL the manifest points at.
    base: './',
    plugins: [
      react(),
      ...moduleRemote(exposes),
      lazySchemas(),
      precompress(),
    ],
    define: {
      'import.meta.env.VITE_BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
    },
    build: { target: 'esnext', outDir: outDir ?? process.env.OUT_DIR ?? 'dist', emptyOutDir: true },
    server: { port, strictPort: true, origin: `http://localhost:${port}`, proxy: apiProxy() },
    preview: { port, strictPort: true, cors: true },
  };
}

/**
 * A remote's server entry (decision 013): `src/server.tsx` built for Node into `dist-server/render.mjs`, beside the
 * browser build and deployed with it. Self-contained (React and the kit bundled in), so the page server loads it
 * whatever its own dependencies are.
 */
export function remoteServerViteConfig({ entry = './src/server.tsx' }: { entry?: string } = {}): UserConfig {
  return {
    plugins: [react()],
    define: {
      'import.meta.env.VITE_BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
      // React's production build only, whatever the page server's environment says.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      target: 'node20',
      // Beside the browser build (a build elsewhere, OUT_DIR, gets its server entry beside it too).
      outDir: process.env.OUT_DIR ? `${process.env.OUT_DIR}-server` : 'dist-server',
      emptyOutDir: true,
      // One file: the page server loads a redeployed entry under a new URL, and chunks imported by plain URLs would
      // still be the old ones (or a second copy of the entry, with contexts of its own).
      rollupOptions: { output: { entryFileNames: 'render.mjs', inlineDynamicImports: true } },
    },
  };
}
