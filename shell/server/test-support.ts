import type { Brand } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ServerConfig } from './config';
import type { SessionSite } from '../src/features/session/session-sites';
import type { ThirdPartyScripts } from '../src/features/third-party/third-party';
import { createServer } from './server';

/** The smallest built shell the page server accepts: a page with a module entry, one hashed asset and its shared modules. */
function builtShell(root: string): string {
  const dist = join(root, 'shell-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/entry-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'entry-1.js'), 'export {};');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'shared-modules.json'), JSON.stringify({ react: 'assets/shared-react-1.js' }));
  return dist;
}

export interface TestPageServer {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The page server of a brand over a stand-in shell build and no remotes, listening on a free port of 127.0.0.1. */
export async function startPageServer(
  apiUrl: string | string[],
  brand: Brand = 'HOM',
  remoteFiles: Record<string, string> = {},
  sessionSites: SessionSite[] = [],
  thirdParty: ThirdPartyScripts = { tagManager: null, chatWidget: null },
): Promise<TestPageServer> {
  const root = mkdtempSync(join(tmpdir(), 'page-server-'));
  // Files of the remotes' builds, by path under the remotes' root (`mf-catalog/dist/remote.js`).
  for (const [path, text] of Object.entries(remoteFiles)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const config: ServerConfig = {
    brand,
    port: 0,
    host: '127.0.0.1',
    apiUrls: typeof apiUrl === 'string' ? [apiUrl] : apiUrl,
    shellDist: builtShell(root),
    remotesManifest: null,
    remotesRoot: root,
    logLevel: 'silent',
    sessionSites,
    thirdParty,
  };
  const app = await createServer(config);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
