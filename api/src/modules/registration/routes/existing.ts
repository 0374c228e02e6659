/**
 * People joining an existing trade company: what its account number shows, the short registration, and the
 * activation email sent again.
 */
import { ApiError, ERR, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../../../platform/db';
import { clientKey, spendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { accountByEmail, accountStateOf, addAccount, addRegistration, phoneTaken } from '../repository';
import { allowSend, checkCode, rememberOwnClient } from '../../identity';
import { sendActivation } from '../review';
import { guestOf, maskEmail, maskPhone, phoneProvenAt, raceMessage, receivedEmail, str, uniqueViolation } from '../rules';
import { checkRegisterCode, existingTrade } from '../service';

export function existingCustomerRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, REGISTRATION_CALLS.oldUserInfo, {
    handler: async ({ body, caller }) => {
      await spendDaily(services.db, `old-user:${clientKey(caller.ip)}`, services.config.LOGIN_DAILY_LIMIT, services.now());
      const { account, company } = await existingTrade(services, body.account_number);
      // Anyone may type an account number, so by itself it shows only which company a new person would join. The
      // account's people, contact and address are the prefill of whoever shows the account's mailbox is theirs: a
      // registration code sent to its email (a wrong one is 'Verification code error', five tries per code).
      const proven = body.code !== '';
      if (proven) await checkCode(services, { channel: 'email', target: account.email, purpose: 'register', code: body.code });
      const details: Record<string, unknown> = proven ? company.details : {};
      return {
        account_number: body.account_number,
        first_name: proven ? account.firstName : '',
        last_name: proven ? account.lastName : '',
        email: proven ? maskEmail(account.email) : '',
        phone: proven ? maskPhone(account.phone) : '',
        business_name: company.businessName,
        business_type: str(details.business_type),
        street_address: str(details.street_address),
        city: str(details.city),
        state: str(details.state),
        postal: str(details.postal),
        country: str(details.country),
        brands: Array.isArray(details.brands) ? details.brands.map(String) : [],
      };
    },
  });

  route(app, services, REGISTRATION_CALLS.simpleRegister, {
    handler: async ({ body, caller, request }) => {
      const guest = guestOf(caller);
      const { company } = await existingTrade(services, body.account_number);
      const already = await accountStateOf(services.db, body.email);
      if (already === 'closed') throw new ApiError(ERR.REGISTERED_CLOSED, MESSAGES.registeredClosed);
      if (already !== null) throw new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);
      if (await phoneTaken(services.db, body.phone)) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
      const by = await checkRegisterCode(services, body.email, body.phone, body.code);
      try {
        const id = await services.db.transaction(async (tx) => {
          const accountId = await addAccount(tx, {
            kind: 'designer',
            state: 'applied',
            companyId: company.id,
            email: body.email,
            // Proven only when the code went to it (L4); the email is proven by the activation link sent to it.
            phone: body.phone,
            phoneVerifiedAt: phoneProvenAt(by, services.now()),
            signupChannel: 'password',
            firstName: body.first_name,
            lastName: body.last_name,
            createdAt: services.now(),
          });
          // The applicant proved the address by code: its browser is the account's own for the throttles.
          await rememberOwnClient(services, caller, accountId, tx);
          const { code: _code, ...answers } = body;
          const registrationId = await addRegistration(tx, {
            email: body.email,
            state: 'submitted',
            data: { simple: true, guest_id: guest, brand: caller.brand, account_number: body.account_number, step1: answers },
            companyId: company.id,
            accountId,
            createdAt: services.now(),
            submittedAt: services.now(),
          });
          await services.outbox.enqueue(receivedEmail(body.email, body.first_name), tx);
          return registrationId;
        });
        return { registration_id: id, state: 'submitted', email: body.email };
      } catch (error) {
        // A database out of reach is not a failed submission: the call answers 503 and the applicant tries again.
        if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
        const constraint = uniqueViolation(error);
        if (constraint === 'accounts_email') throw new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);
        const known = constraint !== null ? raceMessage(constraint) : null;
        if (known) throw known;
        request.log.error({ err: error }, 'short registration failed');
        throw new ApiError(ERR.SUBMIT_FAILED, MESSAGES.submitFailed);
      }
    },
  });

  route(app, services, REGISTRATION_CALLS.sendActivationEmail, {
    handler: async ({ body, caller }) => {
      const account = await accountByEmail(services.db, body.email);
      if (!account || account.kind === 'ffd_shopper') throw new ApiError(ERR.ACCOUNT_NOT_REGISTERED, MESSAGES.accountNotRegistered);
      // A closed account is reopened by the trade team, not by a link anyone can ask for.
      if (account.state === 'closed') throw new ApiError(ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed);
      if (account.state === 'activated') throw new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);
      if (account.state === 'applied') throw new ApiError(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
      await allowSend(services, caller, { channel: 'email', purpose: 'activation', target: account.email, owner: account.id });
      await services.db.transaction((tx) => sendActivation(services, account, tx));
      return { sent: true };
    },
  });
}
