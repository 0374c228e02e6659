/**
 * The read links this api hands out (rules.ts signs them), from its FILE_LINK_SECRET and clock: one expiry for every
 * link of an answer. Give them only to a caller who may see the files.
 */
import { fileLinkSecret } from '../../platform/config';
import type { Services } from '../../platform/services';
import { READ_LINK_TTL_MS, linkExpiry, readLink, type ReadLinks } from './rules';

/** The read URLs of an answer's files (signed for service photos and repair bills); `ttlMs` longer for links sent by email. */
export function readLinks(services: Pick<Services, 'config' | 'now'>, ttlMs = READ_LINK_TTL_MS): ReadLinks {
  const signer = { secret: fileLinkSecret(services.config), expires: linkExpiry(services.now(), ttlMs) };
  return (row) => readLink(row, signer);
}
