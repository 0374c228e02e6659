/**
 * The customer book's calls over the SQL: one customer with its invitation, edit customer, invite customer. Every call
 * first finds the customer among the caller's company's (`ownersCustomer`), so an id outside it reads as one that does
 * not exist and nothing changes. Writes hold the customer's row for their transaction, so an edit and an invitation
 * of one customer, or two invitations, follow one another; an invitation's account, link and email are written
 * together or not at all.
 */
import type { CustomerDetailResponse, EditCustomerRequest, InviteCustomerRequest } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { allowSend, issueLink, linkUrl, retireLinks, SET_PASSWORD_PATH } from '../identity';
import {
  accountById,
  accountHoldsEmail,
  addAccount,
  linkCustomerAccount,
  newestLink,
  ownerHasEmail,
  ownersCustomer,
  refreshAccount,
  updateCustomer,
} from './repository';
import { assertInvitable, customerNotFound, emailExists, emailLocked, emailUsed, invitationEmail, invitationOf, ownerOf, personName, raceAnswer, toCustomer } from './rules';

const INVITATION = 'invitation';

/** One of the owner's customers with its invitation. */
async function detailOf(db: Db, ownerId: string, customerId: string): Promise<CustomerDetailResponse> {
  const customer = await ownersCustomer(db, ownerId, customerId);
  if (!customer) throw customerNotFound();
  const account = customer.accountId ? await accountById(db, customer.accountId) : null;
  const link = account ? await newestLink(db, account.id, INVITATION) : null;
  return { customer: toCustomer(customer), invitation: invitationOf(account, link) };
}

/** Runs a write; a unique index it ran into (a race another call won) reads as the check that call passed first. */
async function settled<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw raceAnswer(error) ?? error;
  }
}

/** POST /mibd/customerFavourite/customer_detail. */
export function customerDetail(services: Services, caller: Caller, customerId: string): Promise<CustomerDetailResponse> {
  return detailOf(services.db, ownerOf(caller), customerId.toLowerCase());
}

/** POST /mibd/customerFavourite/customer_edit: the form's fields; the email only until an invitation was sent. */
export async function editCustomer(services: Services, caller: Caller, body: EditCustomerRequest): Promise<CustomerDetailResponse> {
  const owner = ownerOf(caller);
  const id = body.customer_id.toLowerCase();
  await settled(() =>
    services.db.transaction(async (tx) => {
      const customer = await ownersCustomer(tx, owner, id, true);
      if (!customer) throw customerNotFound();
      if (body.email !== customer.email) {
        if (customer.accountId) throw emailLocked();
        if (await ownerHasEmail(tx, owner, body.email, customer.id)) throw emailExists();
      }
      await updateCustomer(tx, owner, customer.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        streetAddress: body.street_address,
        city: body.city,
        state: body.state,
        postal: body.postal,
        country: body.country,
      });
    }),
  );
  return detailOf(services.db, owner, id);
}

/**
 * POST /mibd/customerFavourite/invite_customer. The first invitation makes the customer's own account (kind customer,
 * approved, no password) for the confirmed email and links it to the customer; a resend keeps that account. Either way
 * the links sent before stop working and a new one (3 days, section 9) is mailed to /setPassword, where choosing a
 * password activates the account (identity's set-password call).
 */
export async function inviteCustomer(services: Services, caller: Caller, body: InviteCustomerRequest): Promise<CustomerDetailResponse> {
  const { db } = services;
  const owner = ownerOf(caller);
  const inviter = caller.account!;
  const id = body.customer_id.toLowerCase();

  // Refusals first, before the recipient's allowance is spent (each is checked again in the transaction).
  const found = await ownersCustomer(db, owner, id);
  if (!found) throw customerNotFound();
  const email = body.email ?? found.email;
  assertInvitable(found, found.accountId ? await accountById(db, found.accountId) : null, email);
  if (!found.accountId) {
    if (email !== found.email && (await ownerHasEmail(db, owner, email, found.id))) throw emailExists();
    if (await accountHoldsEmail(db, email)) throw emailUsed();
  }
  await allowSend(services, caller, { channel: 'email', purpose: INVITATION, target: email, owner: found.accountId });

  await settled(() =>
    db.transaction(async (tx) => {
      const customer = await ownersCustomer(tx, owner, id, true);
      if (!customer) throw customerNotFound();
      const existing = customer.accountId ? await accountById(tx, customer.accountId, true) : null;
      assertInvitable(customer, existing, email);
      const names = { firstName: customer.first_name, lastName: customer.last_name, parentId: inviter.id };
      let accountId: string;
      if (existing) {
        accountId = existing.id;
        await refreshAccount(tx, accountId, names);
      } else {
        if (email !== customer.email) {
          if (await ownerHasEmail(tx, owner, email, customer.id)) throw emailExists();
          await updateCustomer(tx, owner, customer.id, { email });
        }
        if (await accountHoldsEmail(tx, email)) throw emailUsed();
        accountId = await addAccount(tx, { kind: 'customer', state: 'approved', email, ...names, createdAt: services.now() });
        await linkCustomerAccount(tx, customer.id, accountId);
      }
      // A resend: the link sent before stops working.
      await retireLinks(tx, accountId, [INVITATION], services.now());
      const token = await issueLink(services, INVITATION, accountId, { customer_id: customer.id }, tx);
      const url = linkUrl(services, SET_PASSWORD_PATH, token);
      await services.outbox.enqueue(invitationEmail({ email, firstName: customer.first_name }, personName(inviter), url), tx);
    }),
  );
  return detailOf(db, owner, id);
}

