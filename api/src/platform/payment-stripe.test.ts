/** The Stripe adapter against a stand-in of Stripe's REST answers: what it sends, and how it reads each answer. */
import { describe, expect, it } from 'vitest';
import { PaymentUnavailable } from './payment-provider';
import { createStripeProvider } from './payment-stripe';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

function stripe(answer: (seen: Seen) => { status: number; body: unknown } | Error) {
  const seen: Seen[] = [];
  const fetch = (async (url: URL, init: RequestInit) => {
    const call = { method: init.method ?? 'GET', url: String(url), headers: init.headers as Record<string, string>, body: String(init.body ?? '') };
    seen.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const provider = createStripeProvider({ apiUrl: 'https://api.stripe.test', secretKey: 'sk_test_x', publicSettings: { publishableKey: 'pk', hostedPaymentScriptUrl: 's', achScriptUrl: 'a' }, fetch });
  return { provider, seen };
}

describe('the Stripe adapter', () => {
  it('charges with a confirmed PaymentIntent under the idempotency key, and reads success', async () => {
    const { provider, seen } = stripe(() => ({ status: 200, body: { id: 'pi_1', status: 'succeeded' } }));
    expect(await provider.charge({ token: 'pm_card_visa', amountCents: 12_345, idempotencyKey: 'checkout:a:b', description: 'Order SO100001' })).toEqual({ status: 'succeeded', id: 'pi_1' });
    expect(seen[0]!.url).toBe('https://api.stripe.test/v1/payment_intents');
    expect(seen[0]!.headers['Idempotency-Key']).toBe('checkout:a:b');
    expect(seen[0]!.headers.Authorization).toBe('Bearer sk_test_x');
    expect(new URLSearchParams(seen[0]!.body).get('amount')).toBe('12345');
    expect(new URLSearchParams(seen[0]!.body).get('confirm')).toBe('true');
  });
  it('reads a card error as a decline, and a server error or no connection as no answer', async () => {
    const declined = stripe(() => ({ status: 402, body: { error: { type: 'card_error', decline_code: 'insufficient_funds', payment_intent: { id: 'pi_2' } } } }));
    expect(await declined.provider.charge({ token: 'pm_x', amountCents: 100, idempotencyKey: 'k', description: 'd' })).toEqual({ status: 'declined', id: 'pi_2', code: 'insufficient_funds' });
    const down = stripe(() => ({ status: 503, body: {} }));
    await expect(down.provider.charge({ token: 'pm_x', amountCents: 100, idempotencyKey: 'k', description: 'd' })).rejects.toBeInstanceOf(PaymentUnavailable);
    const gone = stripe(() => new TypeError('fetch failed'));
    await expect(gone.provider.charge({ token: 'pm_x', amountCents: 100, idempotencyKey: 'k', description: 'd' })).rejects.toBeInstanceOf(PaymentUnavailable);
  });
  it('describes a card and a bank account by what may be shown', async () => {
    const card = stripe(() => ({ status: 200, body: { card: { brand: 'visa', funding: 'debit', last4: '5556', exp_month: 4, exp_year: 2031 } } }));
    expect(await card.provider.describe('pm_1')).toEqual({ method: 'card', brand: 'visa', funding: 'debit', last4: '5556', expMonth: 4, expYear: 2031 });
    const bank = stripe(() => ({ status: 200, body: { us_bank_account: { account_type: 'savings', last4: '6789' } } }));
    expect(await bank.provider.describe('pm_2')).toEqual({ method: 'ach', brand: 'savings account', funding: 'bank', last4: '6789' });
    expect(await card.provider.describe('not a payment method')).toBeNull();
  });
  it('finds the charge made under a key', async () => {
    const { provider, seen } = stripe(() => ({ status: 200, body: { data: [{ id: 'pi_3', status: 'succeeded' }] } }));
    expect(await provider.find("checkout:a:b")).toEqual({ status: 'succeeded', id: 'pi_3' });
    expect(decodeURIComponent(seen[0]!.url)).toContain("metadata['idempotency_key']:'checkout:a:b'");
  });
});
