/** Verification codes: sent by SMS or email through the outbox, checked against the latest one sent to a target. */
import { ApiError, ERR, MESSAGES, normalizePhone } from '@storefront/contracts';
import { timingSafeEqual } from 'node:crypto';
import { randomCode } from '../../platform/crypto';
import type { Services } from '../../platform/services';
import { addCode, countCodeTry, latestUnusedCode, markCodeUsed, uncountCodeTry, type AccountRow } from './repository';
import { CODE_DIGITS, CODE_MAX_ATTEMPTS, CODE_TTL_MS, CODE_WORDING, codeHash, type CodeTarget } from './rules';
import { allowSend, type Asker } from './throttles';

/**
 * Sends a fresh code by SMS or email (through the outbox) and stores its hash, once the throttles allow it
 * (`allowSend`: a pause between two codes to one recipient, daily allowances per asker and per recipient).
 * `owner` is the account that signs in with this target, if any: its own clients keep their allowance.
 */
export async function sendCode(services: Services, asker: Asker, where: CodeTarget & { template: string; owner: string | null }): Promise<void> {
  await allowSend(services, asker, { channel: where.channel, purpose: where.purpose, target: where.target, owner: where.owner });
  const now = services.now();
  const code = randomCode(CODE_DIGITS);
  const wording = CODE_WORDING[where.purpose];
  await services.db.transaction(async (tx) => {
    await addCode(tx, {
      channel: where.channel,
      target: where.target,
      purpose: where.purpose,
      codeHash: codeHash(where, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await services.outbox.enqueue(
      { channel: where.channel, recipient: where.target, subject: wording.subject, body: wording.text(code), template: where.template },
      tx,
    );
  });
}

/**
 * Checks the latest unused code sent to a target for a purpose. Wrong, expired, missing or tried too often:
 * 'Verification code error'. A right code is used up unless `consume` is false (a step that only checks it).
 */
export async function checkCode(services: Services, where: CodeTarget & { code: string; consume?: boolean }): Promise<void> {
  const refuse = () => new ApiError(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
  const code = where.code.trim();
  const latest = await latestUnusedCode(services.db, where);
  if (!latest || latest.expiresAt <= services.now()) throw refuse();
  // Count the try first (atomically), so parallel guesses cannot exceed the allowance.
  if (!(await countCodeTry(services.db, latest.id, CODE_MAX_ATTEMPTS))) throw refuse();
  const expected = codeHash(where, code);
  if (!/^\d+$/.test(code) || !timingSafeEqual(expected, latest.codeHash)) throw refuse();
  if (where.consume === false) {
    // A check that does not use the code gives back its try: only wrong guesses count.
    await uncountCodeTry(services.db, latest.id);
    return;
  }
  if (!(await markCodeUsed(services.db, latest.id, services.now()))) throw refuse();
}

/** Checks an SMS login code for the account's proven phone (the code is sent by /mibd/login/get_phone_code). */
export async function checkLoginCode(services: Services, account: AccountRow, code: string): Promise<void> {
  if (!account.phone || !account.phoneVerifiedAt) throw new ApiError(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
  await checkCode(services, { channel: 'sms', target: account.phone, purpose: 'login', code });
}

/**
 * What checking an SMS login code costs, for a name that finds no account: the same lookup of the latest code, whose
 * answer is not used, so a missing account is not quicker to refuse than a wrong code (L5).
 */
export async function lookUpLoginCode(services: Services, name: string): Promise<void> {
  const target = normalizePhone(name.trim()) ?? name.trim().toLowerCase();
  await latestUnusedCode(services.db, { channel: 'sms', target, purpose: 'login' });
}
