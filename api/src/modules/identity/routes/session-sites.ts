/**
 * The cross-site session (spec section 7, decision 035): a signed-in session makes a one-time code for a sibling brand
 * site, and that site redeems it for a session of its own for the same account. The token never leaves the site that
 * holds it; the code lives a minute, is used once, only its hash is kept, and it is bound to the site it was made for
 * and to the session it was made in (a code of a session that has ended since is refused).
 *
 * The brand redirect (decision 040) is the same code taken by a top-level page instead of a frame: a signed-in user
 * going to a sibling brand's site lands on that site's redirect page with a code, which it redeems, signed in.
 */
import {
  ApiError,
  BRAND_REDIRECT_PAGE,
  ERR,
  IDENTITY_CALLS,
  MESSAGES,
  SESSION_CODE_TTL_SECONDS,
  brandByCode,
  safeReturnPath,
  type BrandCode,
  type LoginResponse,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { consumeLink, issueLink } from '../links';
import { findById, sessionByHash } from '../repository';
import { assertCanSignIn, olUserName, signsInOn } from '../rules';
import { loginAnswer } from '../sessions';

const PURPOSE = ['session_code'] as const;
const expired = () => new ApiError(ERR.SESSION_CODE_EXPIRED, MESSAGES.sessionCodeExpired);

export function sessionSiteRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.sessionCode, {
    handler: async ({ body, caller }) => {
      const account = caller.account!;
      // A site the account could not sign in on gets no code (the outlet's shoppers and the trade sites keep apart).
      if (!signsInOn(account.kind, body.brand)) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
      const code = await issueLink(services, 'session_code', account.id, { brand: body.brand, session: caller.sessionHash!.toString('hex') });
      return { code, expires_in: SESSION_CODE_TTL_SECONDS, user_id: account.id, user_first_name: account.firstName, mode: caller.mode };
    },
  });

  route(app, services, IDENTITY_CALLS.brandRedirect, {
    handler: async ({ body, caller }) => {
      const account = caller.account!;
      const target = brandByCode(body.brand);
      const site = services.config.SESSION_SITES.find((s) => s.brand === target.brand);
      // No sibling to sign in on: a site sharing no session with this one, the site the caller is on, or a site the
      // account does not sign in on (the outlet's shoppers and the trade sites keep apart). The page opens nothing.
      const here = brandByCode(caller.brand as BrandCode);
      if (!site || target.siteType === here.siteType || !signsInOn(account.kind, body.brand)) return { redirect_url: '' };
      const code = await issueLink(services, 'session_code', account.id, { brand: body.brand, session: caller.sessionHash!.toString('hex') });
      const url = new URL(BRAND_REDIRECT_PAGE, site.origin);
      url.searchParams.set('code', code);
      url.searchParams.set('to', safeReturnPath(body.to));
      return { redirect_url: url.toString() };
    },
  });

  route(app, services, IDENTITY_CALLS.sessionRedeem, {
    handler: async ({ body, caller }) => {
      // Used once whatever comes next: a code shown to the wrong site, or after its session ended, is spent too.
      const link = await services.db.transaction((tx) => consumeLink(services, body.code, PURPOSE, tx)).catch((error: unknown) => {
        throw error instanceof ApiError && error.err === ERR.LINK_EXPIRED ? expired() : error;
      });
      const data = link.data as { brand?: unknown; session?: unknown };
      if (data.brand !== caller.brand) throw new ApiError(ERR.SESSION_CODE_OTHER_SITE, MESSAGES.sessionCodeOtherSite);
      const source = typeof data.session === 'string' ? await sessionByHash(services.db, Buffer.from(data.session, 'hex')) : null;
      const now = services.now();
      if (!source || source.revokedAt || source.expiresAt <= now || now.getTime() - source.lastSeenAt.getTime() > services.config.SESSION_IDLE_MINUTES * 60_000) {
        throw expired();
      }
      const account = link.accountId ? await findById(services.db, link.accountId) : null;
      if (!account || !signsInOn(account.kind, caller.brand)) throw expired();
      assertCanSignIn(account);
      const answer: LoginResponse = await loginAnswer(services, account, caller.brand as BrandCode, caller);
      return account.kind === 'ffd_shopper' ? { ...answer, ol_user_name: olUserName(account) } : answer;
    },
  });
}
