/** Passwords: the forgotten-password email, the link check, setting a password by link, changing it signed in. */
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../../platform/crypto';
import { spendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { consumeLink, issueLink, linkUrl, readLink } from '../links';
import { findByEmail, findById, lockAccount, retireLinks, revokeAllSessions, revokeOtherSessions, updateAccount, type AccountRow } from '../repository';
import { ACTIVATING, PASSWORD_LINKS, SET_PASSWORD_PATH, assertCanSignIn, type LinkPurpose } from '../rules';
import { loginAnswer } from '../sessions';
import { allowSend } from '../throttles';

/**
 * Emails a set-password link. An approved account that never activated gets an activation link instead, so
 * choosing a password also activates it; an account still under review cannot set one yet.
 */
async function sendSetPasswordEmail(services: Services, account: AccountRow): Promise<void> {
  const purpose: LinkPurpose = account.state === 'approved' ? 'activation' : 'set_password';
  const token = await issueLink(services, purpose, account.id);
  const url = linkUrl(services, SET_PASSWORD_PATH, token);
  const name = account.firstName || account.email.split('@')[0];
  await services.outbox.enqueue({
    channel: 'email',
    recipient: account.email,
    subject: 'Set your password',
    body: `Hello ${name},\n\nWe received a request to set the password of your account. Open the link below to choose a new password. The link can be used once and expires in 24 hours. If you did not ask for it, ignore this email.`,
    links: [{ label: 'Set your password', url }],
    template: 'set_password',
  });
}

export function passwordRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.forgetPassword, {
    handler: async ({ body, caller }) => {
      const account = await findByEmail(services.db, body.email);
      if (!account) throw new ApiError(ERR.ACCOUNT_NOT_REGISTERED, MESSAGES.accountNotRegistered);
      if (account.state === 'closed') throw new ApiError(ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed);
      if (account.state === 'applied') throw new ApiError(ERR.ACCOUNT_NOT_ACTIVATED, MESSAGES.accountNotActivated);
      await allowSend(services, caller, { channel: 'email', purpose: 'set_password', target: account.email, owner: account.id });
      await sendSetPasswordEmail(services, account);
      return { sent: true };
    },
  });

  route(app, services, IDENTITY_CALLS.checkLink, {
    handler: async ({ body }) => {
      const link = await readLink(services, body.token, PASSWORD_LINKS);
      const account = link.accountId ? await findById(services.db, link.accountId) : null;
      if (!account || account.state === 'closed') throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
      return { email: account.email, purpose: link.purpose };
    },
  });

  route(app, services, IDENTITY_CALLS.setPassword, {
    handler: async ({ body, caller }) => {
      if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
        throw new ApiError(ERR.PASSWORD_POLICY, MESSAGES.passwordsDontMatch);
      }
      // Cheap refusal before hashing: the link must be good now (it is checked again, and used, below).
      await readLink(services, body.token, PASSWORD_LINKS);
      const passwordHash = await hashPassword(body.password);
      const accountId = await services.db.transaction(async (tx) => {
        const link = await consumeLink(services, body.token, PASSWORD_LINKS, tx);
        const account = link.accountId ? await lockAccount(tx, link.accountId) : null;
        if (!account) throw new ApiError(ERR.LINK_EXPIRED, MESSAGES.linkExpired);
        const activates = ACTIVATING.includes(link.purpose as LinkPurpose) && account.state === 'approved';
        const state = activates ? 'activated' : account.state;
        // A closed or not yet activated account keeps its link (the transaction rolls back) and gets the login message.
        assertCanSignIn({ ...account, state });
        await updateAccount(tx, account.id, { passwordHash, state, ...(activates ? { activatedAt: services.now() } : {}) });
        // Every other link that could still choose the password (an older reset, a stale activation) stops working.
        await retireLinks(tx, account.id, PASSWORD_LINKS, services.now());
        await revokeAllSessions(tx, account.id);
        return account.id;
      });
      const account = await findById(services.db, accountId);
      return loginAnswer(services, account!, caller.brand, caller);
    },
  });

  route(app, services, IDENTITY_CALLS.changePassword, {
    handler: async ({ body, caller }) => {
      if (body.confirm_password !== undefined && body.confirm_password !== body.password) {
        throw new ApiError(ERR.PASSWORD_POLICY, MESSAGES.passwordsDontMatch);
      }
      const me = caller.account!;
      await spendDaily(services.db, `change_password:${me.id}`, services.config.LOGIN_DAILY_LIMIT, services.now());
      const account = await findById(services.db, me.id);
      if (!account || !(await verifyPassword(account.passwordHash, body.old_password))) {
        throw new ApiError(ERR.OLD_PASSWORD_INCORRECT, MESSAGES.oldPasswordIncorrect);
      }
      const passwordHash = await hashPassword(body.password);
      await services.db.transaction(async (tx) => {
        await updateAccount(tx, me.id, { passwordHash });
        // A link mailed before the change must not undo it.
        await retireLinks(tx, me.id, PASSWORD_LINKS, services.now());
        await revokeOtherSessions(tx, me.id, caller.sessionHash!);
      });
      return { changed: true };
    },
  });
}
