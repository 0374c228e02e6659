import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { linkTokens } from '../../platform/db/schema';
import type { Services } from '../../platform/services';

export type LinkPurpose = 'activation' | 'set_password' | 'invitation' | 'sub_account' | 'rowe_link';

/** How long each emailed link lives. Invitations: 3 days (spec section 9). */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  activation: 7 * 86_400_000,
  set_password: 86_400_000,
  invitation: 3 * 86_400_000,
  sub_account: 3 * 86_400_000,
  rowe_link: 15 * 60_000,
};

/** Issues a one-time link token (256 bits; only its hash is stored) and returns the token for the URL. */
export async function issueLink(services: Services, purpose: LinkPurpose, accountId: string | null, data: Record<string, unknown> = {}, tx?: Db): Promise<string> {
  const token = randomToken();
  await (tx ?? services.db).insert(linkTokens).values({
    tokenHash: sha256(token),
    purpose,
    accountId,
    data,
    createdAt: services.now(),
    expiresAt: new Date(services.now().getTime() + LINK_TTL_MS[purpose]),
  });
  return token;
}

export type LinkRow = typeof linkTokens.$inferSelect;

/** Reads a link without using it; unknown, used or past its time: 'The link has expired'. */
export async function readLink(services: Services, token: string, purposes: readonly LinkPurpose[], tx?: Db): Promise<LinkRow> {
  const [row] = await (tx ?? services.db)
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, sha256(token)), isNull(linkTokens.usedAt)))
    .limit(1);
  if (!row || !purposes.includes(row.purpose as LinkPurpose) || row.expiresAt <= services.now()) {
    throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
  }
  return row;
}

/** Uses a link once: a second use (or a race between two) gets 'The link has expired'. */
export async function consumeLink(services: Services, token: string, purposes: readonly LinkPurpose[], tx: Db): Promise<LinkRow> {
  const row = await readLink(services, token, purposes, tx);
  const used = await tx
    .update(linkTokens)
    .set({ usedAt: services.now() })
    .where(and(eq(linkTokens.tokenHash, row.tokenHash), isNull(linkTokens.usedAt)))
    .returning({ purpose: linkTokens.purpose });
  if (used.length !== 1) throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
  return row;
}

/** The storefront URL a link opens (PUBLIC_URL + the screen + the token). */
export function linkUrl(services: Services, path: string, token: string, extra: Record<string, string> = {}): string {
  const url = new URL(path, services.config.PUBLIC_URL);
  url.searchParams.set('token', token);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return url.toString();
}
