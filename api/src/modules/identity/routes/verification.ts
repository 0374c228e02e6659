/**
 * Account verification (spec sections 2 and 5): the signed-in account asks for a code at a new email (or by SMS
 * at a new phone), then changes its email or phone with that code. The code is bound to the target it was sent
 * to, so it proves that very address or number; a code sent for login or registration does not count here.
 */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, isEmail, normalizePhone } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { checkCode, sendCode } from '../codes';
import { emailTakenByOther, phoneTakenByOther, setContact } from '../repository';
import { CODE_TTL_MS, contactRaced, emailOccupied, phoneRegistered } from '../rules';

/** Another account already holds this email: 'The email address is already occupied, please change to a new one'. */
async function assertEmailFree(db: Db, accountId: string, email: string): Promise<void> {
  if (await emailTakenByOther(db, accountId, email)) throw emailOccupied();
}

/** Another account already holds this phone: 'This phone number is already registered'. */
async function assertPhoneFree(db: Db, accountId: string, phone: string): Promise<void> {
  if (await phoneTakenByOther(db, accountId, phone)) throw phoneRegistered();
}

export function verificationRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.verificationSendCode, {
    handler: async ({ body, caller }) => {
      const account = caller.account!;
      const phoneText = body.phone?.trim() ?? '';
      if (phoneText) {
        const phone = normalizePhone(phoneText);
        if (!phone) throw new ApiError(ERR.PHONE_INVALID, MESSAGES.validPhone);
        await assertPhoneFree(services.db, account.id, phone);
        await sendCode(services, caller, { channel: 'sms', target: phone, purpose: 'verify', template: 'verify_code', owner: account.id });
        return { sent: true, channel: 'sms' as const, expires_in: CODE_TTL_MS / 1000 };
      }
      const email = (body.email ?? '').trim().toLowerCase();
      if (!isEmail(email)) throw new ApiError(ERR.BAD_REQUEST, MESSAGES.validEmail);
      await assertEmailFree(services.db, account.id, email);
      await sendCode(services, caller, { channel: 'email', target: email, purpose: 'verify', template: 'verify_code', owner: account.id });
      return { sent: true, channel: 'email' as const, expires_in: CODE_TTL_MS / 1000 };
    },
  });

  route(app, services, IDENTITY_CALLS.changeEmail, {
    handler: async ({ body, caller }) => {
      const account = caller.account!;
      await assertEmailFree(services.db, account.id, body.email);
      await checkCode(services, { channel: 'email', target: body.email, purpose: 'verify', code: body.code });
      try {
        const row = await setContact(services.db, account.id, { email: body.email }, services.now());
        return { email: row.email, phone: row.phone ?? '' };
      } catch (error) {
        throw contactRaced(error) ?? error;
      }
    },
  });

  route(app, services, IDENTITY_CALLS.changePhone, {
    handler: async ({ body, caller }) => {
      const account = caller.account!;
      await assertPhoneFree(services.db, account.id, body.phone);
      await checkCode(services, { channel: 'sms', target: body.phone, purpose: 'verify', code: body.code });
      try {
        const row = await setContact(services.db, account.id, { phone: body.phone }, services.now());
        return { email: row.email, phone: row.phone ?? '' };
      } catch (error) {
        throw contactRaced(error) ?? error;
      }
    },
  });
}
