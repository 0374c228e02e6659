/** One-time links sent by email (activation, set password, invitations) and Rowe linking codes: issue, read, use. */
import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { addLink, markLinkUsed, unusedLink, type LinkRow } from './repository';
import { LINK_TTL_MS, type LinkPurpose } from './rules';

export type { LinkRow } from './repository';

/** Issues a one-time link token (256 bits; only its hash is stored) and returns the token for the URL. */
export async function issueLink(services: Services, purpose: LinkPurpose, accountId: string | null, data: Record<string, unknown> = {}, tx?: Db): Promise<string> {
  const token = randomToken();
  await addLink(tx ?? services.db, {
    tokenHash: sha256(token),
    purpose,
    accountId,
    data,
    createdAt: services.now(),
    expiresAt: new Date(services.now().getTime() + LINK_TTL_MS[purpose]),
  });
  return token;
}

/** Reads a link without using it; unknown, used or past its time: 'The link has expired'. */
export async function readLink(services: Services, token: string, purposes: readonly LinkPurpose[], tx?: Db): Promise<LinkRow> {
  const row = await unusedLink(tx ?? services.db, sha256(token));
  if (!row || !purposes.includes(row.purpose as LinkPurpose) || row.expiresAt <= services.now()) {
    throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
  }
  return row;
}

/** Uses a link once: a second use (or a race between two) gets 'The link has expired'. */
export async function consumeLink(services: Services, token: string, purposes: readonly LinkPurpose[], tx: Db): Promise<LinkRow> {
  const row = await readLink(services, token, purposes, tx);
  if (!(await markLinkUsed(tx, row.tokenHash, services.now()))) throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
  return row;
}

/** The storefront URL a link opens (PUBLIC_URL + the screen + the token). */
export function linkUrl(services: Services, path: string, token: string, extra: Record<string, string> = {}): string {
  const url = new URL(path, services.config.PUBLIC_URL);
  url.searchParams.set('token', token);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.toString();
}
