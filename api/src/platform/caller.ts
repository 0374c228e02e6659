import {
  ACCOUNT_KINDS,
  ApiError,
  BRAND_CODES,
  DEFAULT_MODE,
  ERR,
  MESSAGES,
  isMode,
  rolesFor,
  type AccountKind,
  type AccountState,
  type AnyPermission,
  type BrandCode,
  type Mode,
  type Principal,
} from '@storefront/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sha256 } from './crypto';
import type { Db } from './db';
import { accounts, sessions } from './db/schema';

export interface SignedInAccount {
  id: string;
  kind: AccountKind;
  state: AccountState;
  companyId: string | null;
  parentId: string | null;
  email: string;
  username: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  headImg: string;
  agentCode: string | null;
  roweId: string | null;
}

/** Who is calling, read from the spec's headers and common query (section 7). */
export interface Caller {
  /** The brand code from `obtain` (hub when absent). */
  brand: BrandCode;
  /** GuestUId (the browser's userRandom). */
  guestId: string;
  principal: Principal;
  mode: Mode;
  roles: ReadonlySet<AnyPermission>;
  account: SignedInAccount | null;
  /** SHA-256 of the session token, when signed in. */
  sessionHash: Buffer | null;
  /** CId: the customer the designer is acting for. */
  customerId: string | null;
  /** agent_user_id and agent_user_code, when a client agent acts for a customer. */
  agent: { id: string; code: string } | null;
  ip: string;
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

function brandOf(request: FastifyRequest): BrandCode {
  const query = request.query as Record<string, unknown> | undefined;
  const obtain = typeof query?.obtain === 'string' ? query.obtain : '';
  return (BRAND_CODES as readonly string[]).includes(obtain) ? (obtain as BrandCode) : 'hom';
}

/** The matrix row as a set, built once per principal and mode (every call checks against it). */
const roleSets = new Map<string, ReadonlySet<AnyPermission> | null>();
function roleSet(principal: Principal, mode: Mode): ReadonlySet<AnyPermission> | null {
  const key = `${principal} ${mode}`;
  let set = roleSets.get(key);
  if (set === undefined) {
    const roles = rolesFor(principal, mode);
    set = roles ? new Set(roles) : null;
    roleSets.set(key, set);
  }
  return set;
}

/** A uuid as Postgres reads one (8-4-4-4-12 hex digits): any other CId is no customer, never a query error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function visitorCaller(request: FastifyRequest): Caller {
  const guestId = header(request, 'GuestUId').slice(0, 80);
  return {
    brand: brandOf(request),
    guestId,
    principal: 'visitor',
    mode: 'mibd_visitor',
    roles: roleSet('visitor', 'mibd_visitor')!,
    account: null,
    sessionHash: null,
    customerId: null,
    agent: null,
    ip: request.ip,
  };
}

/**
 * The session and its account, by the token's hash: the query every signed-in call makes. Built once per database
 * and run as a named prepared statement, since building it from the query builder on every call took a fifth of the
 * api's CPU time under load.
 */
function buildSessionLookup(db: Db) {
  return db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      state: accounts.state,
      companyId: accounts.companyId,
      parentId: accounts.parentId,
      email: accounts.email,
      username: accounts.username,
      phone: accounts.phone,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      headImg: accounts.headImg,
      agentCode: accounts.agentCode,
      roweId: accounts.roweId,
      sessionMode: sessions.mode,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('resolve_caller');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();
function sessionLookup(db: Db): ReturnType<typeof buildSessionLookup> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/** Idle sessions are refreshed at most once a minute, so reads stay reads. */
const TOUCH_AFTER_MS = 60_000;

export interface SessionPolicy {
  idleMs: number;
  now(): Date;
}

/**
 * Resolves the caller. No token: a visitor. A token that is unknown, revoked, idle too long or past its absolute
 * expiry: 22007 (session invalid). A Mode the account does not have: 22003 'user has no role'.
 */
export async function resolveCaller(db: Db, request: FastifyRequest, policy: SessionPolicy): Promise<Caller> {
  const base = visitorCaller(request);
  const token = header(request, 'X-Auth-Token');
  if (!token) return base;
  if (token.length > 200) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  const tokenHash = sha256(token);
  const [row] = await sessionLookup(db).execute({ tokenHash });
  const now = policy.now();
  if (!row || row.state === 'closed' || row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > policy.idleMs) {
    throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  const kind = (ACCOUNT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as AccountKind) : null;
  if (!kind) throw new ApiError(ERR.NO_ROLE, MESSAGES.noRole);
  const asked = header(request, 'Mode');
  const mode: Mode = isMode(asked) ? asked : isMode(row.sessionMode) ? row.sessionMode : DEFAULT_MODE[kind];
  const roles = roleSet(kind, mode);
  if (!roles) throw new ApiError(ERR.NO_ROLE, MESSAGES.noRole);

  const agentId = header(request, 'agent_user_id');
  const agentCode = header(request, 'agent_user_code');
  let agent: Caller['agent'] = null;
  if (agentId || agentCode) {
    // Agent headers only mean something for the client agent who is signed in; anyone else sending them is refused.
    if (kind !== 'client_agent' || agentId !== row.id || agentCode !== row.agentCode) {
      throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
    }
    agent = { id: agentId, code: agentCode };
  }
  const customerId = header(request, 'CId');
  const { sessionMode: _m, lastSeenAt: _l, expiresAt: _e, ...account } = row;
  return {
    ...base,
    principal: kind,
    mode,
    roles,
    account: { ...account, kind, state: row.state as AccountState },
    sessionHash: tokenHash,
    customerId: UUID.test(customerId) ? customerId : null,
    agent,
  };
}
