/**
 * Stripe as the payment processor (PAYMENT_PROVIDER=stripe): the browser tokenizes with Stripe's scripts (the
 * publishable key and script URLs of the configuration) and sends the payment method's id; the api reads what may be
 * shown of it, charges it with a PaymentIntent confirmed at once under the checkout's idempotency key (Stripe's
 * Idempotency-Key header: a repeat answers the first result), finds a charge by that key, and refunds.
 */
import { PaymentUnavailable, type ChargeResult, type PaymentMethodInfo, type PaymentProvider } from './payment-provider';

interface StripeOptions {
  apiUrl: string;
  secretKey: string;
  publicSettings: PaymentProvider['publicSettings'];
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string): Promise<{ status: number; body: Json }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.secretKey}` };
    if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.apiUrl), { method, headers, body: form ? new URLSearchParams(form).toString() : undefined, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new PaymentUnavailable(`the processor could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 409) throw new PaymentUnavailable(`the processor answered ${response.status}`);
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Json };
  }

  const toResult = (intent: Json): ChargeResult => {
    const status = str(intent.status);
    // An ACH debit is 'processing' for days: accepted, as the processor has taken the instruction.
    if (status === 'succeeded' || status === 'processing') return { status: 'succeeded', id: str(intent.id) };
    const error = (intent.last_payment_error ?? {}) as Json;
    return { status: 'declined', id: str(intent.id), code: str(error.decline_code) || str(error.code) || status };
  };

  return {
    name: 'stripe',
    publicSettings: options.publicSettings,
    tokenize: null,

    async describe(token) {
      if (!/^pm_\w+$/.test(token)) return null;
      const { status, body } = await call('GET', `/v1/payment_methods/${token}`);
      if (status !== 200) return null;
      const card = body.card as Json | undefined;
      if (card) {
        return {
          method: 'card',
          brand: str(card.brand),
          funding: card.funding === 'debit' ? 'debit' : 'credit',
          last4: str(card.last4),
          expMonth: Number(card.exp_month),
          expYear: Number(card.exp_year),
        } satisfies PaymentMethodInfo;
      }
      const bank = body.us_bank_account as Json | undefined;
      if (bank) return { method: 'ach', brand: `${str(bank.account_type) || 'bank'} account`, funding: 'bank', last4: str(bank.last4) };
      return null;
    },

    async charge({ token, amountCents, idempotencyKey, description }) {
      const { status, body } = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: String(amountCents),
          currency: 'usd',
          payment_method: token,
          confirm: 'true',
          description,
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          'metadata[idempotency_key]': idempotencyKey,
        },
        idempotencyKey,
      );
      if (status === 200) return toResult(body);
      const error = (body.error ?? {}) as Json;
      const intent = (error.payment_intent ?? {}) as Json;
      if (status === 402 || error.type === 'card_error') return { status: 'declined', id: str(intent.id), code: str(error.decline_code) || str(error.code) || 'card_declined' };
      return { status: 'declined', id: str(intent.id), code: str(error.code) || `http_${status}` };
    },

    async find(idempotencyKey) {
      const query = `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, '')}'`;
      const { status, body } = await call('GET', `/v1/payment_intents/search?query=${encodeURIComponent(query)}`);
      if (status !== 200) throw new PaymentUnavailable(`the processor answered ${status} to a search`);
      const [intent] = (body.data ?? []) as Json[];
      return intent ? toResult(intent) : null;
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const { status, body } = await call('POST', '/v1/refunds', { payment_intent: chargeId, amount: String(amountCents) }, idempotencyKey);
      if (status !== 200) throw new Error(`the processor refused the refund (${status})`);
      return { id: str(body.id) };
    },
  };
}
