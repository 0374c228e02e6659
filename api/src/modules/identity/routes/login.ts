/** Login (password or SMS code, binding a Rowe account when asked), roles by mode, user info and logout. */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, isMode, rolesFor, type Mode } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { verifyDecoy, verifyPassword } from '../../../platform/crypto';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { checkLoginCode, lookUpLoginCode } from '../codes';
import { companyName, findByLoginName, revokeSession, setSessionMode } from '../repository';
import { bindRoweOnLogin } from '../rowe';
import { assertCanSignIn } from '../rules';
import { loginAnswer } from '../sessions';
import { startSignIn } from '../throttles';

export function loginRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.login, {
    handler: async ({ body, caller }) => {
      const brand = body.obtain ?? caller.brand;
      const bySms = String(body.login_type ?? '1') === '2';
      const account = await findByLoginName(services.db, body.username);
      // Counted before the password or code is checked: under the account the name finds, whichever of its email,
      // username or phone (in any spelling) names it; under the normalized name when it finds none.
      const attempt = await startSignIn(services, caller, { accountId: account?.id ?? null, name: body.username });
      if (!account || account.kind === 'ffd_shopper') {
        // The work of a wrong password or code, so a missing account is not quicker to refuse (L5, decision 018).
        if (bySms) await lookUpLoginCode(services, body.username);
        else await verifyDecoy(body.password);
        throw new ApiError(ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount);
      }
      if (bySms) {
        await checkLoginCode(services, account, body.password);
      } else {
        if (!account.passwordHash && account.signupChannel === 'phone') throw new ApiError(ERR.USE_SMS_CODE, MESSAGES.useSmsCode);
        // An account without a password yet (applied, approved) costs a hash like any other (L5).
        const right = account.passwordHash ? await verifyPassword(account.passwordHash, body.password) : (await verifyDecoy(body.password), false);
        if (!right) {
          throw new ApiError(ERR.LOGIN_WRONG_PASSWORD, MESSAGES.loginWrongPassword);
        }
      }
      await attempt.succeeded();
      assertCanSignIn(account);
      if (body.RoweLinkingCode && body.is_bind_rowe_id !== undefined) await bindRoweOnLogin(services, account, body.RoweLinkingCode);
      return loginAnswer(services, account, brand, caller);
    },
  });

  route(app, services, IDENTITY_CALLS.userRole, {
    handler: async ({ query, caller }) => {
      if (!caller.account) return { Role: [...caller.roles], mode: 'mibd_visitor' as Mode };
      const asked = query.mode ?? '';
      const mode: Mode = asked === '' ? caller.mode : isMode(asked) ? asked : (null as never);
      const roles = mode ? rolesFor(caller.principal, mode) : null;
      if (!roles) throw new ApiError(ERR.NO_ROLE, MESSAGES.noRole);
      // The mode chosen here is remembered: the dealer variant sends an empty Mode header.
      if (caller.sessionHash && mode !== caller.mode) await setSessionMode(services.db, caller.sessionHash, mode);
      return { Role: roles, mode };
    },
  });

  route(app, services, IDENTITY_CALLS.userInfo, {
    handler: async ({ caller }) => {
      const account = caller.account!;
      const company = account.companyId ? await companyName(services.db, account.companyId) : null;
      return {
        user_id: account.id,
        kind: account.kind,
        state: account.state,
        username: account.username ?? account.email,
        user_first_name: account.firstName,
        user_last_name: account.lastName,
        user_email: account.email,
        phone: account.phone ?? '',
        head_img: account.headImg,
        company,
        mode: caller.mode,
        agent_code: account.agentCode,
        rowe_bound: account.roweId !== null,
      };
    },
  });

  route(app, services, IDENTITY_CALLS.logout, {
    handler: async ({ caller }) => {
      if (caller.sessionHash) await revokeSession(services.db, caller.sessionHash);
      return { logged_out: caller.sessionHash !== null };
    },
  });
}
