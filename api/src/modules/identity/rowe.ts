/**
 * Rowe account binding. Rowe's sign-in is an identity provider: the storefront sends the browser there with a
 * return URL, and the browser comes back with `RoweLinkingCode` (a one-time link token of purpose 'rowe_link',
 * 15 minutes, carrying the rowe_id). The code then shows who signed in (getRoweUserInfo), and is used once to
 * register a designer account bound to that Rowe account or to bind it to the account that logs in.
 *
 * ROWE_SSO_URL points the storefront at Rowe's own sign-in. For development and the journeys, DEV_ROWE_SIGN_IN=on
 * serves a small embedded sign-in page instead (the platform's roweSignIn calls, routes/rowe.ts) over the rowe_users
 * table; it is never on by default, nor in production (I6). With neither, Rowe linking is unavailable.
 */
import { ApiError, ERR, MESSAGES, PLATFORM_CALLS } from '@storefront/contracts';
import { embeddedRoweSignIn } from '../../platform/config';
import { hashPassword, randomCode } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { consumeLink, type LinkRow } from './links';
import { accountOfRowe, markRoweLinked, roweUserById, saveRoweUser, updateAccount, type AccountRow, type RoweUserRow } from './repository';
import { uniqueViolation } from './rules';

export const ROWE_SIGN_IN_PATH = PLATFORM_CALLS.roweSignInPage.path;
export const LINK_PURPOSES = ['rowe_link'] as const;

const linkExpired = () => new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
export const alreadyRegistered = () => new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);

/** The origins a Rowe sign-in may return to: the storefront's public URL and the brand sites allowed by CORS. */
function allowedOrigins(services: Services): Set<string> {
  const origins = new Set<string>([new URL(services.config.PUBLIC_URL).origin]);
  for (const origin of services.config.CORS_ORIGINS) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/**
 * The absolute URL to come back to, or null when it leaves the storefront: a same-site path (resolved against
 * PUBLIC_URL) or a URL on an allowed origin. Protocol-relative and backslash tricks are refused.
 */
export function safeReturnUrl(services: Services, raw: string): URL | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 2000 || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const url = new URL(value, services.config.PUBLIC_URL);
    return url.origin === new URL(services.config.PUBLIC_URL).origin ? url : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return allowedOrigins(services).has(url.origin) ? url : null;
}

/** The answer when this storefront has no Rowe sign-in (neither ROWE_SSO_URL nor the embedded one). */
export const ROWE_UNAVAILABLE = 'Signing in with Rowe is not available';

/**
 * Where the storefront sends the browser to sign in with Rowe, for a return URL already checked: Rowe's own sign-in,
 * or the embedded one when it is on; refused when there is neither.
 */
export function roweSignInUrl(services: Services, returnUrl: URL): string {
  const { ROWE_SSO_URL } = services.config;
  if (!ROWE_SSO_URL && !embeddedRoweSignIn(services.config)) throw new ApiError(ERR.NOT_FOUND, ROWE_UNAVAILABLE);
  const base = ROWE_SSO_URL ? new URL(ROWE_SSO_URL) : new URL(ROWE_SIGN_IN_PATH, returnUrl.origin);
  base.searchParams.set('return', returnUrl.toString());
  return base.toString();
}

/** The Rowe account behind a linking code (not used up). */
export async function roweUserOf(services: Services, link: LinkRow, tx?: Db): Promise<RoweUserRow> {
  const roweId = typeof link.data.rowe_id === 'string' ? link.data.rowe_id : '';
  const user = roweId ? await roweUserById(tx ?? services.db, roweId) : null;
  if (!user) throw linkExpired();
  return user;
}

/** Creates (or updates) a user of the embedded Rowe sign-in; the seed command and tests use it. */
export async function seedRoweUser(
  services: Services,
  fields: { roweId?: string; email: string; firstName: string; lastName: string; company?: string; password: string },
): Promise<{ roweId: string; email: string }> {
  const roweId = fields.roweId ?? `R${randomCode(8)}`;
  const email = fields.email.trim().toLowerCase();
  const values = { email, firstName: fields.firstName, lastName: fields.lastName, company: fields.company ?? '', passwordHash: await hashPassword(fields.password) };
  await saveRoweUser(services.db, roweId, values);
  return { roweId, email };
}

/**
 * Binds the Rowe account of a linking code to an account that just logged in (user_login with is_bind_rowe_id).
 * The code is used once; a Rowe account already bound to another account: 'The account is already registered'.
 */
export async function bindRoweOnLogin(services: Services, account: AccountRow, code: string): Promise<void> {
  try {
    await services.db.transaction(async (tx) => {
      const link = await consumeLink(services, code, LINK_PURPOSES, tx);
      const user = await roweUserOf(services, link, tx);
      if (await accountOfRowe(tx, user.roweId, account.id)) throw alreadyRegistered();
      await updateAccount(tx, account.id, { roweId: user.roweId });
      await markRoweLinked(tx, user.roweId, services.now());
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw alreadyRegistered();
    throw error;
  }
}
