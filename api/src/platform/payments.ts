/** The configured payment processor (the interface and its errors are in payment-provider.ts). */
import type { ApiConfig } from './config';
import type { Db } from './db';
import type { PaymentProvider } from './payment-provider';
import { createPaymentSandbox } from './payment-sandbox';
import { createStripeProvider } from './payment-stripe';

export { PaymentUnavailable, TokenizeRefused, type AchInput, type CardInput, type ChargeRequest, type ChargeResult, type PaymentMethodInfo, type PaymentProvider } from './payment-provider';

/** The configured processor: Stripe when PAYMENT_PROVIDER=stripe (with PAYMENT_SECRET_KEY), else the sandbox (never in production). */
export function createPaymentProvider(config: ApiConfig, db: Db, now: () => Date): PaymentProvider {
  const publicSettings = {
    publishableKey: config.PAYMENT_PUBLISHABLE_KEY,
    hostedPaymentScriptUrl: config.PAYMENT_HOSTED_SCRIPT_URL,
    achScriptUrl: config.PAYMENT_ACH_SCRIPT_URL,
  };
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.PAYMENT_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs PAYMENT_SECRET_KEY');
    return createStripeProvider({ apiUrl: config.PAYMENT_API_URL, secretKey: config.PAYMENT_SECRET_KEY, publicSettings });
  }
  // The sandbox takes orders without charging anyone: a production api must name a real processor.
  if (config.NODE_ENV === 'production') throw new Error('PAYMENT_PROVIDER=sandbox is refused in production: it takes orders without charging anyone');
  return createPaymentSandbox({ db, secret: config.PAYMENT_SANDBOX_SECRET, now, publicSettings });
}
