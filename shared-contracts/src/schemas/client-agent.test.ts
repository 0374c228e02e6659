import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import {
  PAYMENT_LINK_HOURS,
  agentCartAddRequest,
  payLinkPayRequest,
  payLinkRequest,
  paymentLinkExpiry,
  paymentLinkOpen,
  paymentLinkReference,
  paymentLinkSerial,
  cancelLinkRequest,
  sendLinkRequest,
} from './client-agent';

const CUSTOMER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ADDRESS = { full_name: 'Casey Morgan', street_address: '200 Park Avenue South', city: 'New York', state: 'NY', postal: '10016', country: 'US' };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('the payment link', () => {
  it('is valid 72 hours from sending, while open', () => {
    const sent = new Date('2026-03-05T16:30:00.000Z');
    const expires = paymentLinkExpiry(sent);
    expect(PAYMENT_LINK_HOURS).toBe(72);
    expect(expires.toISOString()).toBe('2026-03-08T16:30:00.000Z');
    expect(paymentLinkOpen({ state: 'open', expires_at: expires }, new Date('2026-03-08T16:29:59.000Z'))).toBe(true);
    expect(paymentLinkOpen({ state: 'open', expires_at: expires.toISOString() }, new Date('2026-03-08T16:30:00.000Z'))).toBe(false);
    expect(paymentLinkOpen({ state: 'paid', expires_at: expires }, sent)).toBe(false);
    expect(paymentLinkOpen({ state: 'cancelled', expires_at: expires }, sent)).toBe(false);
    expect(paymentLinkReference(100001)).toBe('PL100001');
    expect(paymentLinkSerial(' pl100001 ')).toBe(100001);
    expect(paymentLinkSerial('SO100001')).toBeNull();
    expect(z.parse(cancelLinkRequest, { reference: ' pl100001 ' })).toEqual({ reference: 'PL100001' });
  });

  it("reads a malformed token as an expired link, and takes the agent's cart and link requests", () => {
    expect(firstMessage(z.safeParse(payLinkRequest, { token: 'short' }))).toBe(MESSAGES.linkExpired);
    expect(firstMessage(z.safeParse(payLinkPayRequest, { token: 'a'.repeat(43), payment_token: '' }))).toBe(MESSAGES.paymentMethodInvalid);
    expect(z.safeParse(payLinkPayRequest, { token: 'a'.repeat(43), payment_token: 'pm_1', amount_due: 10.5 }).success).toBe(true);
    expect(z.parse(agentCartAddRequest, { customer_id: CUSTOMER, sku_number: ' CA-SOFA ', count: 2 })).toEqual({ customer_id: CUSTOMER, sku_number: 'CA-SOFA', count: 2 });
    expect(firstMessage(z.safeParse(agentCartAddRequest, { customer_id: CUSTOMER, sku_number: 'CA-SOFA', count: 0 }))).toBe('Please enter a quantity from 1 to 999');
    expect(firstMessage(z.safeParse(agentCartAddRequest, { customer_id: 'nope', sku_number: 'CA-SOFA', count: 1 }))).toBe('Unknown customer');
    const sent = z.parse(sendLinkRequest, { customer_id: CUSTOMER, email: ' Casey@Home.test ', address: ADDRESS });
    expect(sent.email).toBe('casey@home.test');
    expect(sent.address).toMatchObject({ full_name: 'Casey Morgan', company: '', apartment: '' });
    expect(firstMessage(z.safeParse(sendLinkRequest, { customer_id: CUSTOMER, email: 'casey', address: ADDRESS }))).toBe(MESSAGES.validEmail);
    expect(firstMessage(z.safeParse(sendLinkRequest, { customer_id: CUSTOMER, email: 'casey@home.test', address: { ...ADDRESS, city: ' ' } }))).toBe('Please enter city');
  });
});
