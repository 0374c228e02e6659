import { ApiError, ERR, MESSAGES, REGISTRATION_CALLS } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, companies, registrations } from '../../platform/db/schema';
import { spendDaily } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { findByLoginName, type AccountRow } from '../identity/accounts';
import { checkRegisterCode, guestOf, raceMessage, receivedEmail, uniqueViolation } from './common';
import { sendActivation } from './review';

const TRADE_KINDS = new Set(['designer', 'sub_account', 'dealer']);

type CompanyRow = typeof companies.$inferSelect;

/** An existing trade account and its company, from an account number (email or username). */
async function existingTrade(services: Services, accountNumber: string): Promise<{ account: AccountRow; company: CompanyRow }> {
  const account = await findByLoginName(services.db, accountNumber);
  if (!account || !TRADE_KINDS.has(account.kind) || !account.companyId) throw new ApiError(ERR.ACCOUNT_NUMBER_NOT_FOUND, MESSAGES.accountNumberNotFound);
  if (account.state === 'closed') throw new ApiError(ERR.REGISTERED_CLOSED, MESSAGES.registeredClosed);
  const [company] = await services.db.select().from(companies).where(eq(companies.id, account.companyId)).limit(1);
  if (!company) throw new ApiError(ERR.ACCOUNT_NUMBER_NOT_FOUND, MESSAGES.accountNumberNotFound);
  // Only a company the trade team approved may take new people this way.
  if (company.state !== 'approved' && company.state !== 'activated') throw new ApiError(ERR.NOT_VERIFIED, MESSAGES.notVerified);
  return { account, company };
}

const maskEmail = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(user.length - 1, 3))}@${domain}`;
};
const maskPhone = (phone: string | null) => (phone ? `***-***-${phone.slice(-4)}` : '');
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function existingCustomerRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, REGISTRATION_CALLS.oldUserInfo, {
    handler: async ({ body, caller }) => {
      await spendDaily(services.db, `old-user:${caller.ip}`, services.config.LOGIN_DAILY_LIMIT, services.now());
      const { account, company } = await existingTrade(services, body.account_number);
      const details = company.details;
      return {
        account_number: body.account_number,
        first_name: account.firstName,
        last_name: account.lastName,
        email: maskEmail(account.email),
        phone: maskPhone(account.phone),
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
      const [already] = await services.db.select({ state: accounts.state }).from(accounts).where(eq(accounts.email, body.email)).limit(1);
      if (already?.state === 'closed') throw new ApiError(ERR.REGISTERED_CLOSED, MESSAGES.registeredClosed);
      if (already) throw new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);
      const [byPhone] = await services.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, body.phone)).limit(1);
      if (byPhone) throw new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
      await checkRegisterCode(services, body.email, body.phone, body.code);
      try {
        const id = await services.db.transaction(async (tx) => {
          const [account] = await tx
            .insert(accounts)
            .values({
              kind: 'designer',
              state: 'applied',
              companyId: company.id,
              email: body.email,
              phone: body.phone,
              signupChannel: 'password',
              firstName: body.first_name,
              lastName: body.last_name,
              createdAt: services.now(),
            })
            .returning({ id: accounts.id });
          const { code: _code, ...answers } = body;
          const [registration] = await tx
            .insert(registrations)
            .values({
              email: body.email,
              state: 'submitted',
              data: { simple: true, guest_id: guest, brand: caller.brand, account_number: body.account_number, step1: answers },
              companyId: company.id,
              accountId: account!.id,
              createdAt: services.now(),
              submittedAt: services.now(),
            })
            .returning({ id: registrations.id });
          await services.outbox.enqueue(receivedEmail(body.email, body.first_name), tx);
          return registration!.id;
        });
        return { registration_id: id, state: 'submitted', email: body.email };
      } catch (error) {
        if (error instanceof ApiError) throw error;
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
    handler: async ({ body }) => {
      const [account] = await services.db.select().from(accounts).where(eq(accounts.email, body.email)).limit(1);
      if (!account || account.kind === 'ffd_shopper') throw new ApiError(ERR.ACCOUNT_NOT_REGISTERED, MESSAGES.accountNotRegistered);
      // A closed account is reopened by the trade team, not by a link anyone can ask for.
      if (account.state === 'closed') throw new ApiError(ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed);
      if (account.state === 'activated') throw new ApiError(ERR.ACCOUNT_REGISTERED, MESSAGES.accountRegistered);
      if (account.state === 'applied') throw new ApiError(ERR.APPLICATION_PENDING, MESSAGES.applicationPending);
      await spendDaily(services.db, `activation:${account.email}`, services.config.SEND_DAILY_LIMIT, services.now());
      await services.db.transaction((tx) => sendActivation(services, account, tx));
      return { sent: true };
    },
  });
}
