import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, normalizePhone } from '@storefront/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { randomCode, sha256 } from '../../platform/crypto';
import { accounts, verificationCodes } from '../../platform/db/schema';
import { spendDaily } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import type { AccountRow } from './accounts';

/** Verification codes: six digits, ten minutes, five tries each; only a hash is stored. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'login' | 'register' | 'verify';

export interface CodeTarget {
  channel: CodeChannel;
  /** Lowercased email or ten-digit phone. */
  target: string;
  purpose: CodePurpose;
}

/** The stored hash binds the code to its target and purpose, so a row copied elsewhere proves nothing. */
function codeHash(where: CodeTarget, code: string): Buffer {
  return sha256(`${where.channel}:${where.purpose}:${where.target}:${code}`);
}

const WORDING: Record<CodePurpose, { subject: string; text: (code: string) => string }> = {
  login: {
    subject: 'Your login code',
    text: (code) => `Your login verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  },
  register: {
    subject: 'Your verification code',
    text: (code) => `Your registration verification code is ${code}. It expires in 10 minutes.`,
  },
  verify: {
    subject: 'Verify your contact details',
    text: (code) => `Your account verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  },
};

/**
 * Sends a fresh code by SMS or email (through the outbox) and stores its hash. The recipient's daily sends are
 * capped by SEND_DAILY_LIMIT ('The daily limit has been reached, please try again tomorrow').
 */
export async function sendCode(services: Services, where: CodeTarget & { template: string }): Promise<void> {
  const now = services.now();
  await spendDaily(services.db, `code:${where.channel}:${where.purpose}:${where.target}`, services.config.SEND_DAILY_LIMIT, now);
  const code = randomCode(CODE_DIGITS);
  const wording = WORDING[where.purpose];
  await services.db.transaction(async (tx) => {
    await tx.insert(verificationCodes).values({
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
  const [latest] = await services.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, where.target), eq(verificationCodes.purpose, where.purpose), eq(verificationCodes.channel, where.channel), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= services.now()) throw refuse();
  // Count the try first (atomically), so parallel guesses cannot exceed the allowance.
  const [tried] = await services.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), isNull(verificationCodes.usedAt)))
    .returning({ attempts: verificationCodes.attempts });
  if (!tried) throw refuse();
  const expected = codeHash(where, code);
  if (!/^\d+$/.test(code) || !timingSafeEqual(expected, latest.codeHash)) throw refuse();
  if (where.consume === false) {
    // A check that does not use the code gives back its try: only wrong guesses count.
    await services.db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} - 1` }).where(eq(verificationCodes.id, latest.id));
    return;
  }
  const used = await services.db
    .update(verificationCodes)
    .set({ usedAt: services.now() })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length !== 1) throw refuse();
}

/** Checks an SMS login code for the account's phone (the code is sent by /mibd/login/get_phone_code). */
export async function checkLoginCode(services: Services, account: AccountRow, code: string): Promise<void> {
  if (!account.phone) throw new ApiError(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
  await checkCode(services, { channel: 'sms', target: account.phone, purpose: 'login', code });
}

export function codeRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, IDENTITY_CALLS.phoneCode, {
    handler: async ({ body }) => {
      const phone = normalizePhone(body.phone);
      if (!phone) throw new ApiError(ERR.PHONE_INVALID, MESSAGES.validPhone);
      const [account] = await services.db
        .select({ id: accounts.id, kind: accounts.kind, state: accounts.state })
        .from(accounts)
        .where(eq(accounts.phone, phone))
        .limit(1);
      if (!account || account.kind === 'ffd_shopper' || account.state !== 'activated') {
        throw new ApiError(ERR.LOGIN_NO_ACCOUNT, MESSAGES.loginNoAccount);
      }
      await sendCode(services, { channel: 'sms', target: phone, purpose: 'login', template: 'login_code' });
      return { sent: true };
    },
  });
}
