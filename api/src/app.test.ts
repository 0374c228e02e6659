import { createConfig, lintFromString } from '@redocly/openapi-core';
import { ERR, IDENTITY_CALLS, PLATFORM_CALLS, endpointEntries } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config';
import { startTestApi, type TestApi } from './testing/api';

let api: TestApi;
let app: FastifyInstance;

beforeAll(async () => {
  // Every call of the table, the development mailbox's and the embedded Rowe sign-in's included (each is registered
  // only when asked for: I1, I6).
  api = await startTestApi({ DEV_MAILBOX: 'on', DEV_ROWE_SIGN_IN: 'on' });
  app = api.app;
});
afterAll(() => api.close());

describe('the api platform', () => {
  it('answers health and readiness in the envelope', async () => {
    const health = await app.inject({ method: 'GET', url: PLATFORM_CALLS.health.path });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ err: ERR.OK, val: { status: 'ok' }, errmsg: '' });
    const ready = await app.inject({ method: 'GET', url: PLATFORM_CALLS.ready.path });
    expect(ready.json().val).toMatchObject({ status: 'ready' });
  });

  it('gives every response a request id, and keeps a well-formed one sent by the caller', async () => {
    const fresh = await app.inject({ method: 'GET', url: PLATFORM_CALLS.health.path });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ method: 'GET', url: PLATFORM_CALLS.health.path, headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
  });

  it('answers an unknown call with a 404 envelope, not an HTML page', async () => {
    // eslint-disable-next-line no-restricted-syntax -- a path the table does not hold, on purpose
    const res = await app.inject({ method: 'POST', url: '/mibd/nothing/here', headers: { 'api-token': api.config.API_TOKEN } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ err: ERR.NOT_FOUND, val: null });
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: PLATFORM_CALLS.health.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe(ERR.BAD_REQUEST);
  });
});

describe('oversized requests', () => {
  it('answers a JSON body over the limit with a 413 envelope about the request, not a file', async () => {
    const res = await api.call(IDENTITY_CALLS.login, { body: { username: 'x'.repeat(1_100_000), password: 'y' } });
    expect({ status: res.status, err: res.err, errmsg: res.errmsg }).toEqual({ status: 413, err: ERR.BAD_REQUEST, errmsg: 'The request is too large' });
  });
});

describe('the api environment', () => {
  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', API_PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.API_PORT).toBe(8790);
  });


  it('fails loudly on a bad port', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });
});

describe('the api contract', () => {
  it('serves an OpenAPI document listing every call with its operation id, auth and permissions', async () => {
    const res = await fetch(`${api.url}${PLATFORM_CALLS.openapi.path}`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { 'x-auth': string; operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[IDENTITY_CALLS.userRole.path]?.get).toMatchObject({ 'x-auth': 'optional', operationId: 'identity.userRole' });
    expect(doc.paths[IDENTITY_CALLS.login.path]?.post).toMatchObject({ 'x-auth': 'none', operationId: 'identity.login' });
    expect(Object.keys(doc.paths).length).toBe(new Set(api.services.routes.map((r) => r.path)).size);
  });

  it('registers every call of the endpoint table, and only those', () => {
    const registered = api.services.routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(registered).toEqual(endpointEntries().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort());
  });

  it('writes a document that a standard OpenAPI linter passes (every reference resolves, every operation named)', async () => {
    const source = await (await fetch(`${api.url}${PLATFORM_CALLS.openapi.path}`)).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('sends security headers on every answer', async () => {
    const res = await api.call(IDENTITY_CALLS.userRole);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('allows cross-origin calls from the brand origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}${IDENTITY_CALLS.userRole.path}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'api-token,x-auth-token,mode' },
      });
    const allowed = await preflight(api.config.CORS_ORIGINS[0]!);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(api.config.CORS_ORIGINS[0]);
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
