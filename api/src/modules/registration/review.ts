/** Staff decisions on submitted applications (approve, reject) and the activation email an approval sends. */
import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { issueLink, linkUrl } from '../identity';
import {
  accountById,
  approveAccount,
  approveCompany,
  companyHasAccounts,
  companyInApplication,
  deleteAppliedAccount,
  deleteAppliedCompany,
  deleteLinks,
  latestApplicationOf,
  moveRegistration,
  registrationById,
  releaseFiles,
  retireActivationLinks,
  type RegistrationRow,
} from './repository';
import { REGISTRATION_ID, approvedEmail, dataOf, rejectedEmail } from './rules';

export interface Decision {
  registration_id: string;
  account_id: string;
  email: string;
  state: string;
}

/** The submitted application a staff decision is about: by registration id, or the newest one of an email. */
async function submittedApplication(db: Db, registrationIdOrEmail: string): Promise<RegistrationRow> {
  const key = registrationIdOrEmail.trim();
  const row = REGISTRATION_ID.test(key) ? await registrationById(db, key) : await latestApplicationOf(db, key.toLowerCase());
  if (!row || row.state === 'draft' || !row.accountId) throw new ApiError(ERR.ACCOUNT_NOT_REGISTERED, MESSAGES.accountNotRegistered);
  if (row.state !== 'submitted') throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
  return row;
}

/** Issues a fresh activation link (older unused ones stop working) and queues the email that carries it. */
export async function sendActivation(services: Services, account: { id: string; email: string; firstName: string }, tx: Db): Promise<void> {
  await retireActivationLinks(tx, account.id, services.now());
  const token = await issueLink(services, 'activation', account.id, {}, tx);
  const url = linkUrl(services, '/setPassword', token, { type: 'activation' });
  await services.outbox.enqueue(approvedEmail(account, url), tx);
}

/**
 * Staff approval: the application, its company (when still applied) and its account become 'approved', and the
 * account gets an activation link by email (set password on /setPassword?type=activation).
 */
export async function approveRegistration(services: Services, registrationIdOrEmail: string): Promise<Decision> {
  const application = await submittedApplication(services.db, registrationIdOrEmail);
  return services.db.transaction(async (tx) => {
    const decided = await moveRegistration(tx, application.id, 'submitted', { state: 'approved', decidedAt: services.now() });
    if (!decided) throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
    if (application.companyId) await approveCompany(tx, application.companyId, services.now());
    const account = await approveAccount(tx, application.accountId!);
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
    const decided = await moveRegistration(tx, application.id, 'submitted', {
      state: 'rejected',
      decidedAt: services.now(),
      companyId: data.simple ? application.companyId : null,
      accountId: null,
      data: { ...data, reason, rejected: { company_id: application.companyId, account_id: application.accountId } } as Record<string, unknown>,
    });
    if (!decided) throw new ApiError(ERR.APPLICATION_DECIDED, MESSAGES.applicationDecided);
    const accountId = application.accountId!;
    const account = await accountById(tx, accountId);
    await releaseFiles(tx, accountId);
    await deleteLinks(tx, accountId);
    await deleteAppliedAccount(tx, accountId);
    if (!data.simple && application.companyId) {
      const others = await companyHasAccounts(tx, application.companyId);
      const referenced = await companyInApplication(tx, application.companyId);
      if (!others && !referenced) await deleteAppliedCompany(tx, application.companyId);
    }
    await services.outbox.enqueue(rejectedEmail(application.email, account?.firstName, reason), tx);
    return { registration_id: application.id, account_id: accountId, email: application.email, state: 'rejected' };
  });
}
