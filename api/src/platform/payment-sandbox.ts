/**
 * The embedded payment sandbox: a processor that really checks what it is given and keeps its own record. Cards pass
 * the Luhn check, an expiry not past and a 3-4 digit security code; bank accounts an ABA routing checksum and 4-17
 * digits. A token is signed and says only what may be shown of the method and how the sandbox will answer a charge
 * (the test numbers of the payments module decide that); the number itself is forgotten once tokenized. Charges and
 * refunds are rows of payment_sandbox_operations under their idempotency keys: the first answer is kept, a repeat
 * returns it and never charges twice, whichever api process is asked.
 */
import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { paymentSandboxOperations } from './db/schema';
import { abaValid, achAccountValid, cardBrand, expired, luhnValid } from './payment-checks';
import { PaymentUnavailable, TokenizeRefused, type AchInput, type CardInput, type ChargeResult, type PaymentMethodInfo, type PaymentProvider } from './payment-provider';

/** How the sandbox answers a charge of a test number: success, a decline with its code, or no answer at all. */
type Outcome = 'ok' | `decline:${string}` | 'error';

/** The sandbox's test numbers beyond "any other valid number succeeds as a credit card" (see the payments module). */
export const SANDBOX_CARDS: Readonly<Record<string, { funding: 'credit' | 'debit'; outcome: Outcome }>> = {
  '4000056655665556': { funding: 'debit', outcome: 'ok' },
  '5200828282828210': { funding: 'debit', outcome: 'ok' },
  '4000000000000002': { funding: 'credit', outcome: 'decline:card_declined' },
  '4000000000009995': { funding: 'credit', outcome: 'decline:insufficient_funds' },
  '4000000000000119': { funding: 'credit', outcome: 'error' },
};
export const SANDBOX_ACCOUNTS: Readonly<Record<string, Outcome>> = {
  '000111111116': 'decline:no_account',
};

interface TokenBody {
  info: PaymentMethodInfo;
  outcome: Outcome;
  nonce: string;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const TOKEN_PREFIX = 'tok_sb_';

export function createPaymentSandbox(options: {
  db: Db;
  secret: string;
  now: () => Date;
  publicSettings: PaymentProvider['publicSettings'];
}): PaymentProvider {
  const { db, secret, now } = options;
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url').slice(0, 32);
  const issue = (info: PaymentMethodInfo, outcome: Outcome): string => {
    const body = b64(JSON.stringify({ info, outcome, nonce: randomBytes(9).toString('base64url') } satisfies TokenBody));
    return `${TOKEN_PREFIX}${body}.${sign(body)}`;
  };
  const read = (token: string): TokenBody | null => {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const [body = '', mac = ''] = token.slice(TOKEN_PREFIX.length).split('.');
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString()) as TokenBody;
    } catch {
      return null;
    }
  };

  const card = async (input: CardInput) => {
    if (!luhnValid(input.number)) throw new TokenizeRefused(MESSAGES.cardNumberInvalid);
    if (!/^\d{3,4}$/.test(input.cvc)) throw new TokenizeRefused(MESSAGES.cardCvcInvalid);
    if (expired(input.expMonth, input.expYear, now())) throw new TokenizeRefused(MESSAGES.cardExpired);
    const known = SANDBOX_CARDS[input.number];
    const info: PaymentMethodInfo = {
      method: 'card',
      brand: cardBrand(input.number),
      funding: known?.funding ?? 'credit',
      last4: input.number.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
    return { token: issue(info, known?.outcome ?? 'ok'), info };
  };

  const ach = async (input: AchInput) => {
    if (!achAccountValid(input.accountNumber)) throw new TokenizeRefused(MESSAGES.achAccountInvalid);
    if (!abaValid(input.routingNumber)) throw new TokenizeRefused(MESSAGES.achRoutingInvalid);
    const info: PaymentMethodInfo = { method: 'ach', brand: `${input.accountType} account`, funding: 'bank', last4: input.accountNumber.slice(-4) };
    return { token: issue(info, SANDBOX_ACCOUNTS[input.accountNumber] ?? 'ok'), info };
  };

  const toResult = (row: { status: string; operationId: string; declineCode: string | null }): ChargeResult =>
    row.status === 'succeeded' ? { status: 'succeeded', id: row.operationId } : { status: 'declined', id: row.operationId, code: row.declineCode ?? 'card_declined' };

  async function recorded(key: string) {
    const [row] = await db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.idempotencyKey, key)).limit(1);
    return row ?? null;
  }

  return {
    name: 'sandbox',
    publicSettings: options.publicSettings,
    tokenize: { card, ach },
    describe: async (token) => read(token)?.info ?? null,

    async charge({ token, amountCents, idempotencyKey }) {
      const body = read(token);
      if (body?.outcome === 'error') throw new PaymentUnavailable('The sandbox processor did not answer (test number 4000000000000119)');
      const declineCode = !body ? 'invalid_payment_method' : body.outcome === 'ok' ? null : body.outcome.slice('decline:'.length);
      const [inserted] = await db
        .insert(paymentSandboxOperations)
        .values({
          idempotencyKey,
          kind: 'charge',
          operationId: `ch_sb_${randomBytes(12).toString('hex')}`,
          token,
          amountCents,
          status: declineCode ? 'declined' : 'succeeded',
          declineCode,
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted ?? (await recorded(idempotencyKey));
      if (!row) throw new PaymentUnavailable('The sandbox lost a charge it had recorded');
      // A processor refuses a key used again for another request rather than charge twice.
      if (row.kind !== 'charge' || row.token !== token || row.amountCents !== amountCents) {
        throw new ApiError(ERR.PAYMENT_FAILED, MESSAGES.paymentFailed);
      }
      return toResult(row);
    },

    async find(idempotencyKey) {
      const row = await recorded(idempotencyKey);
      return row && row.kind === 'charge' ? toResult(row) : null;
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [charge] = await tx
          .select()
          .from(paymentSandboxOperations)
          .where(and(eq(paymentSandboxOperations.operationId, chargeId), eq(paymentSandboxOperations.kind, 'charge')))
          .for('update')
          .limit(1);
        if (!charge || charge.status !== 'succeeded') throw new Error(`no succeeded charge ${chargeId} to refund`);
        const again = await tx.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.idempotencyKey, idempotencyKey)).limit(1);
        if (again[0]) return { id: again[0].operationId };
        const [{ refunded }] = (await tx
          .select({ refunded: sql<number>`coalesce(sum(${paymentSandboxOperations.amountCents}), 0)::int` })
          .from(paymentSandboxOperations)
          .where(and(eq(paymentSandboxOperations.chargeId, chargeId), eq(paymentSandboxOperations.kind, 'refund')))) as [{ refunded: number }];
        if (Number(refunded) + amountCents > charge.amountCents) throw new Error(`refund of ${amountCents} passes what is left of ${chargeId}`);
        const id = `re_sb_${randomBytes(12).toString('hex')}`;
        await tx.insert(paymentSandboxOperations).values({ idempotencyKey, kind: 'refund', operationId: id, token: charge.token, chargeId, amountCents, status: 'succeeded' });
        return { id };
      });
    },
  };
}
