import { ACCOUNT_KINDS, MODES, type AccountKind } from '@storefront/contracts';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import * as z from 'zod/mini';
import { afterAll, describe, expect, it } from 'vitest';
import { openSession } from '../modules/identity';
import { createAccount } from '../testing/accounts';
import { startTestApi } from '../testing/api';
import * as schema from './db/schema';
import type { AnyRoute } from './route';

/**
 * Every registered call, whatever module adds it, answers bad requests with an envelope and no 5xx, and a refused
 * request leaves the database as it was (rate-limit counters aside). Runs per call: PROPERTY_RUNS (default 15; `npm run test:deep` at the root runs 300); a
 * failure prints the request and the PROPERTY_SEED and PROPERTY_PATH that replay it.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);

const api = await startTestApi();
afterAll(() => api.close());
// Every call that answers the envelope (the OpenAPI document and the mailbox page answer a document of their own).
const routes = api.services.routes.filter((spec) => spec.answers !== 'html' && spec.answers !== 'json');

/** Every table of the schema but the rate-limit counters, which refused requests may move. */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => name !== 'rate_limits')
  .sort();

/** Row count and a digest of every row, per table, in one round trip. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (name) => sql`select ${name}::text as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as s from ${sql.identifier(name)} x`,
  );
  const query = sql.join(parts, sql` union all `);
  const result = (await api.services.db.execute(query)) as unknown as { rows: { t: string; s: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.t, row.s]));
}

// One signed-in account of every kind, so calls behind a session see their bodies checked too.
const accounts: { kind: AccountKind; id: string }[] = [];
for (const kind of ACCOUNT_KINDS) {
  const made = await createAccount(api.services, {
    kind,
    email: `property.${kind}@studio.test`,
    companyName: kind === 'designer' || kind === 'dealer' ? `Property ${kind}` : undefined,
    agentCode: kind === 'client_agent' ? 'AG-0001' : undefined,
  });
  accounts.push({ kind, id: made.id });
}

async function freshTokens(): Promise<string[]> {
  const tokens: string[] = [];
  for (const account of accounts) tokens.push((await openSession(api.services, account, 'hom')).token);
  return tokens;
}

/** The field names a schema declares, so junk lands on real fields as well as unknown ones. */
function fieldsOf(schemaOf: z.core.$ZodType | undefined): string[] {
  if (!schemaOf) return [];
  try {
    const json = z.toJSONSchema(schemaOf, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const printable = (max: number) => fc.string({ unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~é'), maxLength: max });
const junkText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), printable(30), fc.constant(''));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: junkText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1, '', ' ', '0', 'null', '[]', '{}', 'undefined', '__proto__') },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
);

function objectOver(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length ? fc.constantFrom(...fields) : fc.constant('id');
  const key = fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor') });
  return fc.array(fc.tuple(key, junkValue), { maxLength: 8 }).map((pairs) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of pairs) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'multipart'; fields: [string, string][]; file: Uint8Array | null };

function bodies(fields: string[]): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    { weight: 4, arbitrary: objectOver(fields).map<Body>((value) => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: junkValue.map<Body>((value) => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          text: fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.constantFrom('{', '{"username":', '[1,2', '{"a":1}}', 'null', '"', '\u0000', '{"__proto__":{"polluted":1}}', '{"a":' + '['.repeat(5000)),
            fc.integer({ min: 1_100_000, max: 1_300_000 }).map((n) => `{"x":"${'y'.repeat(n)}"}`),
          ),
          contentType: fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=x', '', 'garbage', null),
        })
        .map<Body>(({ text, contentType }) => ({ kind: 'raw', text, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          fields: fc.array(fc.tuple(fields.length ? fc.oneof(fc.constantFrom(...fields), printable(10)) : printable(10), printable(40)), { maxLength: 4 }),
          file: fc.option(fc.uint8Array({ maxLength: 2000 }), { nil: null }),
        })
        .map<Body>(({ fields: f, file }) => ({ kind: 'multipart', fields: f, file })),
    },
  );
}

interface Generated {
  method: string;
  pathParams: string[];
  query: [string, string][];
  token: { kind: 'none' } | { kind: 'garbage'; value: string } | { kind: 'valid'; index: number; suffix: string };
  headers: Record<string, string>;
  apiToken: 'right' | 'wrong' | 'missing';
  body: Body;
}

function requests(spec: AnyRoute, accountCount: number): fc.Arbitrary<Generated> {
  const queryFields = fieldsOf(spec.query);
  const headerValue = printable(60);
  const optionalHeader = (values: fc.Arbitrary<string>) => fc.option(values, { nil: undefined, freq: 2 });
  return fc.record({
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(spec.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH') }),
    pathParams: fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.uuid(), fc.constantFrom('..', '%', '0', '-1', 'null')), { minLength: 4, maxLength: 4 }),
    query: fc.array(
      fc.tuple(
        fc.oneof({ weight: 3, arbitrary: queryFields.length ? fc.constantFrom(...queryFields) : fc.constant('mode') }, { weight: 1, arbitrary: fc.constantFrom('obtain', 'timestamp', 'lang_type', 'isMock') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...MODES, '', '[]', 'hom', 'ol', '-1', '1e999'), fc.integer({ min: 3000, max: 20_000 }).map((n) => 'q'.repeat(n))),
      ),
      { maxLength: 6 },
    ),
    token: fc.oneof(
      { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 2, arbitrary: fc.oneof(headerValue, fc.constantFrom('Bearer x', 'null', 'undefined', 'a'.repeat(201), 'a'.repeat(43))).map((value) => ({ kind: 'garbage' as const, value })) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('valid' as const), index: fc.nat({ max: accountCount - 1 }), suffix: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: printable(3) }) }) },
    ),
    headers: fc.record(
      {
        Mode: optionalHeader(fc.oneof(fc.constantFrom(...MODES, ''), headerValue)),
        CId: optionalHeader(fc.oneof(fc.uuid(), headerValue)),
        agent_user_id: optionalHeader(fc.oneof(fc.uuid(), headerValue)),
        agent_user_code: optionalHeader(fc.oneof(fc.constantFrom('AG-0001'), headerValue)),
        GuestUId: optionalHeader(headerValue),
        'Channel-Source': optionalHeader(headerValue),
        'X-Request-Id': optionalHeader(headerValue),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
    apiToken: fc.oneof({ weight: 8, arbitrary: fc.constant('right' as const) }, { weight: 1, arbitrary: fc.constantFrom('wrong' as const, 'missing' as const) }),
    body: bodies(fieldsOf(spec.body)),
  });
}

interface Answer {
  status: number;
  text: string;
}

/** Sends exactly what was generated (a body on any method, any content type), which fetch would refuse to. */
function send(spec: AnyRoute, input: Generated, tokens: string[]): Promise<Answer> {
  let params = 0;
  const path = spec.path.replace(/:\w+/g, () => encodeURIComponent(input.pathParams[params++ % 4]!));
  const url = new URL(path, api.url);
  for (const [k, v] of input.query) url.searchParams.append(k, v);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers)) if (v !== undefined) headers[k] = v;
  if (input.apiToken === 'right') headers['Api-Token'] = api.config.API_TOKEN;
  if (input.apiToken === 'wrong') headers['Api-Token'] = 'not-the-token';
  if (input.token.kind === 'garbage') headers['X-Auth-Token'] = input.token.value;
  if (input.token.kind === 'valid') headers['X-Auth-Token'] = tokens[input.token.index]! + input.token.suffix;
  let payload: Buffer | null = null;
  const body = input.body;
  if (body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(body.value) ?? 'null');
  } else if (body.kind === 'raw') {
    if (body.contentType !== null) headers['Content-Type'] = body.contentType;
    payload = Buffer.from(body.text);
  } else if (body.kind === 'multipart') {
    const boundary = 'property-boundary-7d1';
    const parts: Buffer[] = body.fields.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${v}\r\n`));
    if (body.file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="junk.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`), Buffer.from(body.file), Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat(parts);
  }
  if (payload) headers['Content-Length'] = String(payload.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: input.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // The server may answer a too-large body before reading it all and close the connection.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: 413, text: '' }) : reject(error)));
    req.end(payload ?? undefined);
  });
}

function describeRequest(spec: AnyRoute, input: Generated): string {
  const body = input.body.kind === 'raw' && input.body.text.length > 300 ? { ...input.body, text: `${input.body.text.slice(0, 300)}... (${input.body.text.length} chars)` } : input.body;
  return JSON.stringify({ route: `${spec.method} ${spec.path}`, ...input, body }, (_k, v: unknown) => (typeof v === 'string' && v.length > 300 ? `${v.slice(0, 60)}... (${v.length} chars)` : v));
}

describe('every call answers bad requests with an envelope, never a 5xx, and changes nothing when it refuses', () => {
  it('finds the registered calls and the tables', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(tables).toEqual(expect.arrayContaining(['accounts', 'companies', 'sessions', 'registrations', 'files', 'outbox', 'link_tokens', 'verification_codes']));
  });

  it.each(routes.map((spec) => [`${spec.method} ${spec.path}`, spec] as const))('%s', async (_name, spec) => {
    const tokens = await freshTokens();
    // What the last refused request left: the database as the next request finds it (one accepted moves it on).
    let lastSeen: Record<string, string> | null = null;
    const property = fc.asyncProperty(requests(spec, tokens.length), async (input) => {
      const before = lastSeen ?? (await snapshot());
      lastSeen = null;
      const answer = await send(spec, input, tokens);
      const shown = `=> ${answer.status} ${answer.text.slice(0, 400)}`;
      if (answer.status >= 500) throw new Error(`answered ${answer.status}\n${shown}`);
      if (answer.text === '' && answer.status === 413) return; // the connection closed on a body past the limit
      let envelope: { err?: unknown; val?: unknown; errmsg?: unknown };
      try {
        envelope = JSON.parse(answer.text) as typeof envelope;
      } catch {
        throw new Error(`answered no JSON\n${shown}`);
      }
      if (typeof envelope.err !== 'number' || typeof envelope.errmsg !== 'string' || !('val' in envelope)) throw new Error(`answered no envelope\n${shown}`);
      if (envelope.err !== 200) {
        const after = await snapshot();
        const changed = tables.filter((name) => before[name] !== after[name]);
        if (changed.length) throw new Error(`refused (${envelope.err} ${String(envelope.errmsg)}) but changed ${changed.join(', ')}\n${shown}`);
        lastSeen = after;
      }
    });
    // fast-check's own report would print multi-megabyte inputs: show the failing request shortened instead.
    const replay = process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH } : {};
    const outcome = await fc.check(property, { numRuns: RUNS, endOnFailure: true, ...replay });
    if (outcome.failed) {
      const input = outcome.counterexample?.[0];
      const problem = outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance);
      expect.fail(`${input ? describeRequest(spec, input) : '(no input)'}\n${problem}\n(replay: PROPERTY_SEED=${outcome.seed} PROPERTY_PATH=${outcome.counterexamplePath})`);
    }
  });
});
