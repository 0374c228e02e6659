/** FFD (the flash-deals outlet) has its own shoppers: they sign up and sign in by email at /mibdol/login/user_login. */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, type LoginResponse } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyDecoy, verifyPassword } from '../../../platform/crypto';
import { clientKey, spendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addAccountUnlessTaken, emailTaken, findByEmail, type AccountRow } from '../repository';
import { assertCanSignIn, olUserName } from '../rules';
import { loginAnswer } from '../sessions';
import { startSignIn, type Asker } from '../throttles';

/** The outlet's site: its shoppers' sessions belong to it. */
const FFD_BRAND = 'ol' as const;

async function ffdAnswer(services: Services, account: AccountRow, asker: Asker): Promise<LoginResponse> {
  return { ...(await loginAnswer(services, account, FFD_BRAND, asker)), ol_user_name: olUserName(account) };
}

export function ffdRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.ffdLogin, {
    handler: async ({ body, caller }) => {
      const account = await findByEmail(services.db, body.email);
      // The same throttles as the trade login (decision 014), counted before the password is checked.
      const attempt = await startSignIn(services, caller, { accountId: account?.id ?? null, name: body.email });
      if (!account || account.kind !== 'ffd_shopper') {
        await verifyDecoy(body.password);
        throw new ApiError(ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount);
      }
      if (!(await verifyPassword(account.passwordHash, body.password))) throw new ApiError(ERR.LOGIN_WRONG_PASSWORD, MESSAGES.loginWrongPassword);
      await attempt.succeeded();
      assertCanSignIn(account);
      return ffdAnswer(services, account, caller);
    },
  });

  route(app, services, IDENTITY_CALLS.ffdRegister, {
    handler: async ({ body, caller }) => {
      // Per client address (the real peer, decision 014): one client's sign-ups never use up anyone else's.
      await spendDaily(services.db, `ffd_register:${clientKey(caller.ip)}`, services.config.LOGIN_DAILY_LIMIT, services.now());
      const emailUsed = () => new ApiError(ERR.EMAIL_EXISTS, MESSAGES.emailUsed);
      if (await emailTaken(services.db, body.email)) throw emailUsed();
      const passwordHash = await hashPassword(body.password);
      const now = services.now();
      // The unique email index settles a race between two sign-ups with one address.
      const account = await addAccountUnlessTaken(services.db, {
        kind: 'ffd_shopper',
        state: 'activated',
        email: body.email,
        passwordHash,
        signupChannel: 'password',
        firstName: body.first_name ?? '',
        lastName: body.last_name ?? '',
        brand: FFD_BRAND,
        createdAt: now,
        activatedAt: now,
      });
      if (!account) throw emailUsed();
      return ffdAnswer(services, account, caller);
    },
  });
}
