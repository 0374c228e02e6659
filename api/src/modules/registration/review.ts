import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, companies, files, linkTokens, registrations } from '../../platform/db/schema';
import type { Services } from '../../platform/services';
import { issueLink, linkUrl } from '../identity/links';
import { dataOf, type RegistrationRow } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Decision {
  registration_id: string;
  account_id: string;
  email: string;
  state: string;
}

/** The submitted application a staff decision is about: by registration id, or the newest one of an email. */
async function submittedApplication(db: Db, registrationIdOrEmail: string): Promise<RegistrationRow> {
  const key = registrationIdOrEmail.trim();
  const rows = UUID.test(key)
    ? await db.select().from(registrations).where(eq(registrations.id, key)).limit(1)
    : await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.email, key.toLowerCase()), ne(registrations.state, 'draft')))
        .orderBy(desc(registrations.createdAt))
        .limit(1);
  const row = rows[0];
  if (!row || row.state === 'draft' || !row.accountId) throw new ApiError(ERR.ACCOUNT_NOT_REGISTERED, MESSAGES.accountNotRegistered);
  if (row.state !== 'submitted') throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
  return row;
}

/** Issues a fresh activation link (older unused ones stop working) and queues the email that carries it. */
export async function sendActivation(services: Services, account: { id: string; email: string; firstName: string }, tx: Db): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: services.now() })
    .where(and(eq(linkTokens.accountId, account.id), eq(linkTokens.purpose, 'activation'), isNull(linkTokens.usedAt)));
  const token = await issueLink(services, 'activation', account.id, {}, tx);
  const url = linkUrl(services, '/setPassword', token, { type: 'activation' });
  await services.outbox.enqueue(
    {
      channel: 'email',
      recipient: account.email,
      subject: 'Your trade account is approved',
      body: [
        `Hello ${account.firstName},`,
        '',
        'Your trade account application has been approved. Set your password to activate your account:',
        url,
        '',
        'The link is valid for 7 days. If it has expired, use "Resend activation email" on the login page.',
        '',
        'The Trade Team',
      ].join('\n'),
      links: [{ label: 'Set your password', url }],
      template: 'activation',
    },
    tx,
  );
}

/**
 * Staff approval: the application, its company (when still applied) and its account become 'approved', and the
 * account gets an activation link by email (set password on /setPassword?type=activation).
 */
export async function approveRegistration(services: Services, registrationIdOrEmail: string): Promise<Decision> {
  const application = await submittedApplication(services.db, registrationIdOrEmail);
  return services.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(registrations)
      .set({ state: 'approved', decidedAt: services.now() })
      .where(and(eq(registrations.id, application.id), eq(registrations.state, 'submitted')))
      .returning({ id: registrations.id });
    if (!decided) throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
    if (application.companyId) {
      await tx
        .update(companies)
        .set({ state: 'approved', approvedAt: services.now() })
        .where(and(eq(companies.id, application.companyId), eq(companies.state, 'applied')));
    }
    const [account] = await tx
      .update(accounts)
      .set({ state: 'approved' })
      .where(and(eq(accounts.id, application.accountId!), eq(accounts.state, 'applied')))
      .returning({ id: accounts.id, email: accounts.email, firstName: accounts.firstName });
    if (!account) throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
    await sendActivation(services, account, tx);
    return { registration_id: application.id, account_id: account.id, email: account.email, state: 'approved' };
  });
}

/**
 * Staff rejection: the application is kept (with the reason) and the applicant is told; the applied account and,
 * for a full registration, its company are removed, so the business may apply again with better documents.
 */
export async function rejectRegistration(services: Services, registrationIdOrEmail: string, reason: string): Promise<Decision> {
  const application = await submittedApplication(services.db, registrationIdOrEmail);
  const data = dataOf(application);
  return services.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(registrations)
      .set({
        state: 'rejected',
        decidedAt: services.now(),
        companyId: data.simple ? application.companyId : null,
        accountId: null,
        data: { ...data, reason, rejected: { company_id: application.companyId, account_id: application.accountId } } as Record<string, unknown>,
      })
      .where(and(eq(registrations.id, application.id), eq(registrations.state, 'submitted')))
      .returning({ id: registrations.id });
    if (!decided) throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
    const accountId = application.accountId!;
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
    await tx.update(files).set({ ownerAccountId: null }).where(eq(files.ownerAccountId, accountId));
    await tx.delete(linkTokens).where(eq(linkTokens.accountId, accountId));
    await tx.delete(accounts).where(and(eq(accounts.id, accountId), eq(accounts.state, 'applied')));
    if (!data.simple && application.companyId) {
      const others = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, application.companyId)).limit(1);
      const referenced = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.companyId, application.companyId), inArray(registrations.state, ['submitted', 'approved'])))
        .limit(1);
      if (others.length === 0 && referenced.length === 0) await tx.delete(companies).where(and(eq(companies.id, application.companyId), eq(companies.state, 'applied')));
    }
    await services.outbox.enqueue(
      {
        channel: 'email',
        recipient: application.email,
        subject: 'Your trade account application',
        body: [
          `Hello ${account?.firstName ?? ''},`.replace(' ,', ','),
          '',
          'Thank you for applying for a trade account. We could not approve your application:',
          reason,
          '',
          'You are welcome to apply again, or reply to this email and the trade team will help.',
          '',
          'The Trade Team',
        ].join('\n'),
        template: 'registration_rejected',
      },
      tx,
    );
    return { registration_id: application.id, account_id: accountId, email: application.email, state: 'rejected' };
  });
}
