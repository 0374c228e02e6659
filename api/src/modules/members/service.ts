/**
 * The members' calls over their SQL. Every call is scoped to the caller's company: a member is one of its
 * sub-accounts, a receiver one of its activated accounts, so any other id reads as one that does not exist. Every
 * change holds the company row for its transaction (`lockCompany`): invitations, closes and reopenings of one company
 * run one after another, so the seats counted against the maximum hold under parallel calls, and a close never hands
 * a member's things to an account being closed at the same time.
 */
import type { CloseMemberResponse, InviteMemberRequest, Member, MemberListResponse } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { isUniqueViolation } from '../customers';
import { PASSWORD_LINKS, allowSend, issueLink, linkUrl, retireLinks, revokeAllSessions } from '../identity';
import {
  activatedAccounts,
  companyMaximum,
  companyMembers,
  emailTaken,
  findMember,
  insertMember,
  lockCompany,
  lockMember,
  lockReceiver,
  moveMembersThings,
  seatsTaken,
  updateMember,
  type MemberRow,
} from './repository';
import {
  ACTIVATION_PATH,
  assertClosable,
  assertReopenable,
  assertResendable,
  emailUsed,
  invitationEmail,
  maximumReached,
  memberNotFound,
  noCompany,
  receiverNotFound,
  reopenedState,
  seatFree,
  toMember,
  toReceivers,
} from './rules';

/** The caller's company: only a company's accounts have members. */
function companyOf(caller: Caller): string {
  const companyId = caller.account?.companyId;
  if (!companyId) throw noCompany();
  return companyId;
}

/** The member as it reads now (after a change). */
async function memberNow(db: Db, companyId: string, memberId: string): Promise<Member> {
  const row = await findMember(db, companyId, memberId);
  if (!row) throw memberNotFound();
  return toMember(row);
}

/** A new invitation link for the member (earlier links that could choose the password stop working), and its email. */
async function sendInvitation(services: Services, tx: Db, caller: Caller, member: Pick<MemberRow, 'id' | 'email' | 'firstName'>, companyName: string): Promise<void> {
  await retireLinks(tx, member.id, PASSWORD_LINKS, services.now());
  const token = await issueLink(services, 'sub_account', member.id, {}, tx);
  const url = linkUrl(services, ACTIVATION_PATH, token);
  await services.outbox.enqueue(invitationEmail(member, caller.account!, companyName, url), tx);
}

/** POST /mibd/subAccount/list. */
export async function memberList(db: Db, caller: Caller): Promise<MemberListResponse> {
  const companyId = companyOf(caller);
  const [rows, maximum, taken, receivers] = await Promise.all([
    companyMembers(db, companyId),
    companyMaximum(db, companyId),
    seatsTaken(db, companyId),
    activatedAccounts(db, companyId),
  ]);
  return { list: rows.map(toMember), max_active_accounts: maximum ?? 0, active_accounts: taken, receivers: toReceivers(receivers, caller.account!.id) };
}

/**
 * POST /mibd/subAccount/invite: a sub-account of the company, to be activated, and the email with its link. An
 * email an account holds, or a company at its maximum, is refused before anything is sent; both are asked again
 * with the company held, where the unique index settles two invitations of one email at once.
 */
export async function inviteMember(services: Services, caller: Caller, input: InviteMemberRequest): Promise<Member> {
  const { db } = services;
  const companyId = companyOf(caller);
  if (await emailTaken(db, input.email)) throw emailUsed();
  const maximum = await companyMaximum(db, companyId);
  if (maximum === null) throw noCompany();
  if (!seatFree(await seatsTaken(db, companyId), maximum)) throw maximumReached();
  await allowSend(services, caller, { channel: 'email', purpose: 'sub_account', target: input.email, owner: null });
  const memberId = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw noCompany();
    if (!seatFree(await seatsTaken(tx, companyId), company.max)) throw maximumReached();
    if (await emailTaken(tx, input.email)) throw emailUsed();
    let id: string;
    try {
      id = await insertMember(tx, {
        companyId,
        parentId: caller.account!.id,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        invitedAt: services.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailUsed();
      throw error;
    }
    await sendInvitation(services, tx, caller, { id, email: input.email, firstName: input.first_name }, company.name);
    return id;
  });
  return memberNow(db, companyId, memberId);
}

/** POST /mibd/subAccount/resend_invitation: a new link for a member to be activated; the one sent before stops working. */
export async function resendInvitation(services: Services, caller: Caller, memberId: string): Promise<Member> {
  const { db } = services;
  const companyId = companyOf(caller);
  const id = memberId.toLowerCase();
  const found = await findMember(db, companyId, id);
  if (!found) throw memberNotFound();
  assertResendable(found);
  await allowSend(services, caller, { channel: 'email', purpose: 'sub_account', target: found.email, owner: found.id });
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw noCompany();
    const member = await lockMember(tx, companyId, id);
    if (!member) throw memberNotFound();
    assertResendable(member);
    await updateMember(tx, member.id, { invitedAt: services.now() });
    await sendInvitation(services, tx, caller, member, company.name);
  });
  return memberNow(db, companyId, id);
}

/**
 * POST /mibd/subAccount/close, in one transaction: the member's customers, projects and invited customers pass to
 * the receiving account, the member is closed with the time, and its sessions and links end.
 */
export async function closeMember(services: Services, caller: Caller, memberId: string, receiverId: string): Promise<CloseMemberResponse> {
  const { db } = services;
  const companyId = companyOf(caller);
  const id = memberId.toLowerCase();
  const moved = await db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw noCompany();
    const member = await lockMember(tx, companyId, id);
    if (!member) throw memberNotFound();
    assertClosable(member);
    const receiver = await lockReceiver(tx, companyId, receiverId.toLowerCase(), member.id);
    if (!receiver) throw receiverNotFound();
    const things = await moveMembersThings(tx, companyId, member.id, receiver.id);
    const now = services.now();
    await updateMember(tx, member.id, { state: 'closed', closedAt: now });
    await revokeAllSessions(tx, member.id);
    await retireLinks(tx, member.id, PASSWORD_LINKS, now);
    return things;
  });
  return { member: await memberNow(db, companyId, id), moved };
}

/**
 * POST /mibd/subAccount/reopen: a closed member returns to activated when it had activated, else to be activated; a
 * company at its maximum is refused.
 */
export async function reopenMember(services: Services, caller: Caller, memberId: string): Promise<Member> {
  const { db } = services;
  const companyId = companyOf(caller);
  const id = memberId.toLowerCase();
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw noCompany();
    const member = await lockMember(tx, companyId, id);
    if (!member) throw memberNotFound();
    assertReopenable(member);
    if (!seatFree(await seatsTaken(tx, companyId), company.max)) throw maximumReached();
    await updateMember(tx, member.id, { state: reopenedState(member), closedAt: null });
  });
  return memberNow(db, companyId, id);
}
