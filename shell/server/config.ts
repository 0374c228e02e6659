import { parseBrand, type Brand } from '@storefront/contracts';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSessionSites, type SessionSite } from '../src/features/session/session-sites';
import type { ThirdPartyScripts } from '../src/features/third-party/third-party';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const envSchema = z.object({
  BRAND: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Where the api listens; the server forwards the spec's paths there, so the browser stays on one origin. Several
   * instances, comma-separated, are taken in turn.
   */
  API_URL: z
    .string()
    .default('http://127.0.0.1:8790')
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.url()).min(1)),
  /** The built shell (one build for every brand). */
  SHELL_DIST: z.string().optional(),
  /** A JSON file (remote name -> entry URL) read on every request: change it to switch a remote, no rebuild. */
  REMOTES_MANIFEST: z.string().optional(),
  /** Where the remotes' builds are served from when the manifest does not point elsewhere. */
  REMOTES_ROOT: z.string().default(repoRoot),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The brand sites that share the session (spec section 7, decision 035): `BRAND=origin` pairs, comma-separated.
   * Unset: the brand table's sites; empty: none.
   */
  SESSION_SITES: z.string().optional(),
  /** 1: every page is for the mock flag (decision 038): the pages read nothing from the api, which need not run. */
  MOCK: z.enum(['0', '1']).optional(),
  /** The tag manager's script (spec section 7), e.g. https://www.googletagmanager.com/gtm.js?id=GTM-XXXX. Unset: none. */
  TAG_MANAGER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The chat widget's script (spec section 7). Unset: none. Both load only after the performance cookies' consent. */
  CHAT_WIDGET_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export interface ServerConfig {
  brand: Brand;
  port: number;
  host: string;
  /** The api instances, in the order they are taken in turn. */
  apiUrls: string[];
  shellDist: string;
  remotesManifest: string | null;
  remotesRoot: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The brand sites that share the session: they may frame /iframeMsg and are handed to the pages. */
  sessionSites: SessionSite[];
  /** Pages for the mock flag only (MOCK=1): the browser's mock api answers every call. */
  mock?: boolean;
  /** The third-party scripts the pages name (off unless configured). */
  thirdParty: ThirdPartyScripts;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`invalid server environment:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  const brand = parseBrand(e.BRAND);
  return {
    brand,
    port: e.PORT,
    host: e.HOST,
    apiUrls: e.API_URL,
    shellDist: e.SHELL_DIST ?? `${repoRoot}shell/dist`,
    remotesManifest: e.REMOTES_MANIFEST ?? null,
    remotesRoot: e.REMOTES_ROOT,
    logLevel: e.LOG_LEVEL,
    sessionSites: parseSessionSites(e.SESSION_SITES),
    mock: e.MOCK === '1',
    thirdParty: { tagManager: e.TAG_MANAGER_URL ?? null, chatWidget: e.CHAT_WIDGET_URL ?? null },
  };
}
