/** Sessions: opening one for an account, and the answer of a successful login that carries it. */
import { DEFAULT_MODE, type AccountKind, type BrandCode, type LoginResponse, type Mode } from '@storefront/contracts';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { addSession, type AccountRow } from './repository';
import { rememberOwnClient, type Asker } from './throttles';

/** Opens a session: a 256-bit random token for the browser, its SHA-256 in the table, absolute expiry from config. */
export async function openSession(services: Services, account: { id: string; kind: AccountKind }, brand: BrandCode, tx?: Db): Promise<{ token: string; mode: Mode }> {
  const token = randomToken();
  const mode = DEFAULT_MODE[account.kind];
  const now = services.now();
  await addSession(tx ?? services.db, {
    tokenHash: sha256(token),
    accountId: account.id,
    mode,
    brand,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + services.config.SESSION_ABSOLUTE_DAYS * 86_400_000),
  });
  return { token, mode };
}

/**
 * Opens a session for an account that signed in, and answers with it and who signed in. The client it was opened
 * for becomes one of the account's own for the throttles (decision 014).
 */
export async function loginAnswer(services: Services, account: AccountRow, brand: BrandCode, asker: Asker): Promise<LoginResponse> {
  const { token, mode } = await openSession(services, { id: account.id, kind: account.kind as AccountKind }, brand);
  await rememberOwnClient(services, asker, account.id);
  return {
    token,
    user_id: account.id,
    user_first_name: account.firstName,
    user_last_name: account.lastName,
    user_email: account.email,
    head_img: account.headImg,
    kind: account.kind as AccountKind,
    mode,
    expires_in: services.config.SESSION_ABSOLUTE_DAYS * 86_400,
  };
}
