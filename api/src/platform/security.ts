import { ERR, FILE_CALLS, MESSAGES } from '@storefront/contracts';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

/** Paths served without Api-Token: the platform's own routes and files read by <img> tags. */
const OPEN_PREFIXES = ['/api/', FILE_CALLS.read.path];

/**
 * Fastify's `trustProxy`: only a call whose socket comes from a trusted proxy has its client read from
 * X-Forwarded-For (the nearest untrusted address of the chain, which that proxy wrote); any other call is its
 * socket's address. `request.ip`, and so every per-client limit, is then the real peer, whatever the client sends.
 */
export function trustedProxies(config: Pick<ApiConfig, 'TRUSTED_PROXIES'>): string[] | false {
  const entries = config.TRUSTED_PROXIES;
  return entries.length === 0 || entries.includes('none') ? false : entries;
}

/** Security headers, CORS limited to the brand origins, and the fixed Api-Token on every storefront call. */
export async function installSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Api-Token', 'X-Auth-Token', 'Mode', 'Channel-Source', 'GuestUId', 'CId', 'agent_user_id', 'agent_user_code', 'X-Request-Id', 'X-Hold-Token'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const path = request.url;
    if (OPEN_PREFIXES.some((p) => path.startsWith(p))) return;
    if (request.headers['api-token'] !== config.API_TOKEN) {
      return reply.code(401).send({ err: ERR.BAD_API_TOKEN, val: null, errmsg: MESSAGES.badApiToken });
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('cross-origin-resource-policy', 'same-site');
    if (!reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    void reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
  });
}
