/** The SMS login code: sent to the phone of an activated trade account. */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, normalizePhone } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { sendCode } from '../codes';
import { accountOfPhone } from '../repository';

export function codeRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.phoneCode, {
    handler: async ({ body, caller }) => {
      const phone = normalizePhone(body.phone);
      if (!phone) throw new ApiError(ERR.PHONE_INVALID, MESSAGES.validPhone);
      const account = await accountOfPhone(services.db, phone);
      if (!account || account.kind === 'ffd_shopper' || account.state !== 'activated') {
        throw new ApiError(ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount);
      }
      await sendCode(services, caller, { channel: 'sms', target: phone, purpose: 'login', template: 'login_code', owner: account.id });
      return { sent: true };
    },
  });
}
