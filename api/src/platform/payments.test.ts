import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Db } from './db';
import { createPaymentProvider } from './payments';

const db = {} as Db;
const now = () => new Date();

describe('the configured payment processor', () => {
  it('is the sandbox by default, outside production', () => {
    expect(createPaymentProvider(loadConfig({ LOG_LEVEL: 'silent' }), db, now).name).toBe('sandbox');
  });

  it('a production api refuses the sandbox: it would take orders without charging anyone', () => {
    expect(() => createPaymentProvider(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production' }), db, now)).toThrow(/PAYMENT_PROVIDER=sandbox is refused in production/);
    expect(createPaymentProvider(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', PAYMENT_SECRET_KEY: 'sk_test_unused' }), db, now).name).toBe('stripe');
  });
});
