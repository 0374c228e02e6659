import { ERR, MESSAGES, PAYMENT_CALLS } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentCharges, paymentRefunds, paymentSandboxOperations } from '../../platform/db/schema';
import { PaymentUnavailable } from '../../platform/payments';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { CARDS, addToCart, buyer, cardToken, placeOrder, type Buyer } from '../../testing/checkout';
import { refundCharge } from '.';

let api: TestApi;
let dana: Buyer;
beforeAll(async () => {
  api = await startTestApi();
  dana = await buyer(api.services, 'dana@pay.test');
});
afterAll(() => api.close());

const card = (body: Record<string, unknown>, who: Buyer = dana) => api.call(PAYMENT_CALLS.tokenizeCard, { body: { exp_month: 12, exp_year: 2030, cvc: '123', ...body }, token: who.token, mode: who.mode });
const ACH = { account_number: '000123456789', routing_number: '110000000', account_type: 'checking', holder_type: 'business', first_name: 'Dana', last_name: 'Whitfield' };
const ach = (body: Record<string, unknown>) => api.call(PAYMENT_CALLS.tokenizeAch, { body: { ...ACH, ...body }, token: dana.token, mode: dana.mode });

describe('the processor’s settings', () => {
  it('come from the configuration: the sandbox by default', async () => {
    const res = await api.call(PAYMENT_CALLS.config, { token: dana.token, mode: dana.mode });
    expect(res.val).toEqual({
      provider: 'sandbox',
      publishable_key: 'pk_sandbox_storefront',
      hosted_payment_script_url: PAYMENT_CALLS.tokenizeCard.path,
      ach_script_url: PAYMENT_CALLS.tokenizeAch.path,
      card_fee_percent: 3,
      deposit_percent: 50,
    });
  });
  it('follow the environment', async () => {
    const other = await startTestApi({ PAYMENT_PUBLISHABLE_KEY: 'pk_test_123', PAYMENT_HOSTED_SCRIPT_URL: 'https://js.stripe.com/v3/', PAYMENT_ACH_SCRIPT_URL: 'https://js.stripe.com/v3/ach' });
    try {
      const who = await buyer(other.services, 'config@pay.test');
      const res = await other.call(PAYMENT_CALLS.config, { token: who.token, mode: who.mode });
      expect(res.val).toMatchObject({ publishable_key: 'pk_test_123', hosted_payment_script_url: 'https://js.stripe.com/v3/', ach_script_url: 'https://js.stripe.com/v3/ach' });
    } finally {
      await other.close();
    }
  });
});

describe('tokenizing a card', () => {
  it('answers a token with the brand, funding, last4 and expiry, never the number', async () => {
    const res = await card({ number: '4242 4242 4242 4242' });
    expect(res.err).toBe(ERR.OK);
    expect(res.val).toMatchObject({ method: 'card', brand: 'visa', funding: 'credit', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(res.val.token).toMatch(/^tok_sb_/);
    expect(JSON.stringify(res.val)).not.toContain('424242424242');
    expect((await card({ number: CARDS.visaDebit })).val).toMatchObject({ brand: 'visa', funding: 'debit', last4: '5556' });
    expect((await card({ number: '5555555555554444', exp_year: 30 })).val).toMatchObject({ brand: 'mastercard', exp_year: 2030 });
  });
  it('refuses a number failing the Luhn check, an expired card and a bad security code', async () => {
    expect(await card({ number: '4242424242424241' })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.cardNumberInvalid });
    expect(await card({ number: CARDS.visaCredit, exp_year: 2020 })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.cardExpired });
    expect(await card({ number: CARDS.visaCredit, cvc: '12' })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.cardCvcInvalid });
    expect(await card({ number: CARDS.visaCredit, exp_month: 13 })).toMatchObject({ err: ERR.BAD_REQUEST, errmsg: MESSAGES.cardExpired });
  });
});

describe('tokenizing a bank account (ACH)', () => {
  it('answers a token with the account’s last four digits', async () => {
    const res = await ach({});
    expect(res.val).toMatchObject({ method: 'ach', brand: 'checking account', funding: 'bank', last4: '6789' });
  });
  it('refuses a bad account number in the spec’s words, and a routing number failing the ABA checksum', async () => {
    expect(await ach({ account_number: '123' })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.achAccountInvalid });
    expect(await ach({ account_number: '12ab45' })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.achAccountInvalid });
    expect(await ach({ account_number: '123456789012345678' })).toMatchObject({ errmsg: MESSAGES.achAccountInvalid });
    expect(await ach({ routing_number: '110000001' })).toMatchObject({ err: ERR.PAYMENT_TOKENIZE_FAILED, errmsg: MESSAGES.achRoutingInvalid });
  });
  it('requires every field', async () => {
    for (const field of Object.keys(ACH)) {
      const res = await ach({ [field]: undefined });
      expect(res.err, field).toBe(ERR.BAD_REQUEST);
    }
    expect((await ach({ first_name: '  ' })).errmsg).toBe('Please enter first name');
  });
});

describe('who may tokenize', () => {
  it('signed-in callers with settle_accounts only', async () => {
    expect((await api.call(PAYMENT_CALLS.tokenizeCard, { body: { number: CARDS.visaCredit } })).err).toBe(ERR.SESSION_INVALID);
    expect((await api.call(PAYMENT_CALLS.config, { token: dana.token, mode: 'mibd_communicate' })).err).toBe(ERR.NO_PERMISSION);
    const customer = await buyer(api.services, 'customer@pay.test', { kind: 'customer' });
    expect((await api.call(PAYMENT_CALLS.config, { token: customer.token, mode: 'mibd_customer' })).err).toBe(ERR.NO_PERMISSION);
  });
  it('a real processor tokenizes with its own script: these calls are not there', async () => {
    const stripe = await startTestApi({ PAYMENT_PROVIDER: 'stripe', PAYMENT_SECRET_KEY: 'sk_test_x' });
    try {
      const who = await buyer(stripe.services, 'stripe@pay.test');
      expect((await stripe.call(PAYMENT_CALLS.tokenizeCard, { body: { number: CARDS.visaCredit, exp_month: 1, exp_year: 2031, cvc: '123' }, token: who.token, mode: who.mode })).err).toBe(ERR.NOT_FOUND);
    } finally {
      await stripe.close();
    }
  });
});

describe('the sandbox processor', () => {
  it('charges once per idempotency key and answers a repeat with the first result', async () => {
    const { token } = (await card({ number: CARDS.visaCredit })).val;
    const key = `test:${randomUUID()}`;
    const first = await api.services.payments.charge({ token, amountCents: 10_000, idempotencyKey: key, description: 'test' });
    const again = await api.services.payments.charge({ token, amountCents: 10_000, idempotencyKey: key, description: 'test' });
    expect(first.status).toBe('succeeded');
    expect(again).toEqual(first);
    expect(await api.services.payments.find(key)).toEqual(first);
    // The same key for another amount is refused rather than charged.
    await expect(api.services.payments.charge({ token, amountCents: 20_000, idempotencyKey: key, description: 'test' })).rejects.toMatchObject({ err: ERR.PAYMENT_FAILED });
  });
  it('declines the decline test number and does not answer for the no-answer one', async () => {
    const declined = (await card({ number: CARDS.declined })).val.token;
    expect(await api.services.payments.charge({ token: declined, amountCents: 500, idempotencyKey: `test:${randomUUID()}`, description: 'test' })).toMatchObject({ status: 'declined', code: 'card_declined' });
    const silent = (await card({ number: CARDS.noAnswer })).val.token;
    await expect(api.services.payments.charge({ token: silent, amountCents: 500, idempotencyKey: `test:${randomUUID()}`, description: 'test' })).rejects.toBeInstanceOf(PaymentUnavailable);
  });
  it('records refunds, once per key, never above the charge', async () => {
    const { token } = (await card({ number: CARDS.visaCredit })).val;
    const charge = await api.services.payments.charge({ token, amountCents: 10_000, idempotencyKey: `test:${randomUUID()}`, description: 'test' });
    const refundKey = `refund:${randomUUID()}`;
    const refund = await api.services.payments.refund({ chargeId: charge.id, amountCents: 4_000, idempotencyKey: refundKey });
    expect(await api.services.payments.refund({ chargeId: charge.id, amountCents: 4_000, idempotencyKey: refundKey })).toEqual(refund);
    await expect(api.services.payments.refund({ chargeId: charge.id, amountCents: 7_000, idempotencyKey: `refund:${randomUUID()}` })).rejects.toThrow();
    const rows = await api.services.db.select().from(paymentSandboxOperations);
    expect(rows.filter((r) => r.chargeId === charge.id).map((r) => [r.kind, r.amountCents])).toEqual([['refund', 4_000]]);
  });
});

describe('refunds of the ledger', () => {
  let sku: string;
  const seen = new Set<string>();
  beforeAll(async () => {
    sku = (await insertProducts(api.services, [{ stock: 50, designerCents: 100_000 }]))[0]!.skuNumber;
  });

  /** A charge of the ledger: the checkout charge of a new order of Dana's. */
  async function paidCharge() {
    await addToCart(api, dana, sku, 1);
    const placed = await placeOrder(api, dana, await cardToken(api, dana, CARDS.visaCredit));
    expect(placed.err).toBe(ERR.OK);
    const charges = await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.accountId, dana.id));
    const charge = charges.find((c) => !seen.has(c.id))!;
    seen.add(charge.id);
    expect(charge.status).toBe('succeeded');
    return charge;
  }
  const ledger = async (chargeId: string) => {
    const [charge] = await api.services.db.select().from(paymentCharges).where(eq(paymentCharges.id, chargeId));
    const refunds = await api.services.db.select().from(paymentRefunds).where(eq(paymentRefunds.chargeId, chargeId));
    const processor = await api.services.db.select().from(paymentSandboxOperations).where(eq(paymentSandboxOperations.chargeId, charge!.providerChargeId!));
    return { charge: charge!, refunds, processor: processor.map((r) => [r.idempotencyKey, r.amountCents]) };
  };

  it('count a refund key once: a repeat answers the first amount, whatever it asks', async () => {
    const charge = await paidCharge();
    const key = `refund:${randomUUID()}`;
    expect(await refundCharge(api.services, charge.idempotencyKey, 4_000, key)).toBe(4_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, 4_000, key)).toBe(4_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, 9_000, key)).toBe(4_000);
    const after = await ledger(charge.id);
    expect(after.charge).toMatchObject({ refundedCents: 4_000, status: 'succeeded' });
    expect(after.refunds.map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[key, 4_000, 'succeeded']]);
    expect(after.processor).toEqual([[key, 4_000]]);
  });

  it('never pass the charge: a new key takes what is left, then nothing, and the charge reads refunded', async () => {
    const charge = await paidCharge();
    const first = `refund:${randomUUID()}`;
    const rest = `refund:${randomUUID()}`;
    const none = `refund:${randomUUID()}`;
    expect(await refundCharge(api.services, charge.idempotencyKey, 1_000, first)).toBe(1_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, charge.amountCents, rest)).toBe(charge.amountCents - 1_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, 500, none)).toBe(0);
    const after = await ledger(charge.id);
    expect(after.charge).toMatchObject({ refundedCents: charge.amountCents, status: 'refunded' });
    expect(after.refunds.map((r) => r.idempotencyKey).sort()).toEqual([first, rest].sort());
    // A key asked again on a refunded charge still answers what it refunded.
    expect(await refundCharge(api.services, charge.idempotencyKey, 1_000, first)).toBe(1_000);
    expect((await ledger(charge.id)).charge.refundedCents).toBe(charge.amountCents);
  });

  it('whose answer was lost stays pending, holding its amount, and is counted once when asked again', async () => {
    const charge = await paidCharge();
    const key = `refund:${randomUUID()}`;
    const real = api.services.payments.refund.bind(api.services.payments);
    // The processor refunds, but its answer never reaches the api.
    const lost = vi.spyOn(api.services.payments, 'refund').mockImplementationOnce(async (request) => {
      await real(request);
      throw new PaymentUnavailable('the answer was lost');
    });
    try {
      await expect(refundCharge(api.services, charge.idempotencyKey, 6_000, key)).rejects.toBeInstanceOf(PaymentUnavailable);
    } finally {
      lost.mockRestore();
    }
    const pending = await ledger(charge.id);
    expect(pending.charge.refundedCents).toBe(0);
    expect(pending.refunds.map((r) => [r.amountCents, r.status])).toEqual([[6_000, 'pending']]);
    // What it holds is not refunded again under another key.
    const other = `refund:${randomUUID()}`;
    expect(await refundCharge(api.services, charge.idempotencyKey, charge.amountCents, other)).toBe(charge.amountCents - 6_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, 6_000, key)).toBe(6_000);
    expect(await refundCharge(api.services, charge.idempotencyKey, 6_000, key)).toBe(6_000);
    const after = await ledger(charge.id);
    expect(after.charge).toMatchObject({ refundedCents: charge.amountCents, status: 'refunded' });
    expect(after.refunds.every((r) => r.status === 'succeeded')).toBe(true);
    expect(after.processor.sort()).toEqual([[key, 6_000], [other, charge.amountCents - 6_000]].sort());
  });

  it('refuses a charge not paid, and a key used for another charge', async () => {
    const charge = await paidCharge();
    const key = `refund:${randomUUID()}`;
    await expect(refundCharge(api.services, `test:${randomUUID()}`, 100, key)).rejects.toThrow();
    expect(await refundCharge(api.services, charge.idempotencyKey, 100, key)).toBe(100);
    const another = await paidCharge();
    await expect(refundCharge(api.services, another.idempotencyKey, 100, key)).rejects.toThrow();
    expect((await ledger(another.id)).charge.refundedCents).toBe(0);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('asked at once under one key, record one refund and count it once (Postgres only: PGlite has one connection, so nothing runs in parallel there)', async () => {
    const charge = await paidCharge();
    const key = `refund:${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => refundCharge(api.services, charge.idempotencyKey, 2_500, key)));
    expect(answers).toEqual(Array.from({ length: 6 }, () => 2_500));
    const after = await ledger(charge.id);
    expect(after.charge.refundedCents).toBe(2_500);
    expect(after.refunds.map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[key, 2_500, 'succeeded']]);
    expect(after.processor).toEqual([[key, 2_500]]);
  });

  it.skipIf(DATABASE_KIND !== 'postgres')('asked at once under several keys, never pass the charge (Postgres only, as above)', async () => {
    const charge = await paidCharge();
    const part = Math.ceil(charge.amountCents * 0.4);
    const answers = await Promise.all(Array.from({ length: 4 }, () => refundCharge(api.services, charge.idempotencyKey, part, `refund:${randomUUID()}`)));
    expect(answers.reduce((n, a) => n + a, 0)).toBe(charge.amountCents);
    const after = await ledger(charge.id);
    expect(after.charge).toMatchObject({ refundedCents: charge.amountCents, status: 'refunded' });
    expect(after.processor.reduce((n, [, cents]) => n + Number(cents), 0)).toBe(charge.amountCents);
  });
});
