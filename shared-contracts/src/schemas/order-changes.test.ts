import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import {
  CANCEL_REASONS,
  ORDER_CHANGE_STATES,
  ORDER_CHANGE_STATE_LABELS,
  canCancelOrder,
  changeReference,
  changeRequest,
  supPayRequest,
} from './order-changes';

const address = { full_name: 'Ada Lane', street_address: '1 Main St', city: 'New York', state: 'NY', postal: '10001', country: 'US' };
const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('order change requests', () => {
  it('reads each kind with what it asks', () => {
    expect(z.safeParse(changeRequest, { number: 'SO100001', kind: 'address', address }).success).toBe(true);
    expect(z.safeParse(changeRequest, { number: 'SO100001', kind: 'contact', contact: { contact_name: 'Ada', phone: '212 555 0100', email: 'A@x.test' } }).data).toMatchObject({
      contact: { email: 'a@x.test' },
    });
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'quantity', items: [{ item_id: '00000000-0000-4000-8000-000000000001', count: 0 }] }).success).toBe(true);
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'add_item', items: [{ sku_number: ' CA-1 ', count: 2 }] }).data).toMatchObject({ items: [{ sku_number: 'CA-1' }] });
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'cancel', reason: 'late' }).success).toBe(true);
  });

  it('refuses what is not one of them', () => {
    expect(firstError(z.safeParse(changeRequest, { number: 'SO1', kind: 'cancel', reason: 'bored' }))).toBe('Please select a reason');
    expect(firstError(z.safeParse(changeRequest, { number: 'SO1', kind: 'add_item', items: [{ sku_number: '', count: 1 }] }))).toBe(MESSAGES.productNotExist);
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'add_item', items: [{ sku_number: 'A', count: 0 }] }).success).toBe(false);
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'quantity', items: [] }).success).toBe(false);
    expect(z.safeParse(changeRequest, { number: 'SO1', kind: 'refund' }).success).toBe(false);
  });

  it('keeps the six reasons of section 5 and a label for every state', () => {
    expect(CANCEL_REASONS).toHaveLength(6);
    for (const state of ORDER_CHANGE_STATES) expect(ORDER_CHANGE_STATE_LABELS[state]).toBeTruthy();
    expect(changeReference(100001)).toBe('OC100001');
  });
});

describe('the cancellation window (section 9)', () => {
  const placed = new Date('2026-01-01T10:00:00Z');
  it('is open for 24 hours from the order', () => {
    expect(canCancelOrder(placed, new Date('2026-01-02T09:59:59Z'))).toBe(true);
    expect(canCancelOrder(placed.toISOString(), new Date('2026-01-02T10:00:00Z'))).toBe(true);
    expect(canCancelOrder(placed, new Date('2026-01-02T10:00:01Z'))).toBe(false);
  });
});

describe('the supplementary payment', () => {
  it('says the link has expired for a token that cannot be one', () => {
    expect(firstError(z.safeParse(supPayRequest, { token: 'x', attempt_id: 'attempt-1', payment_token: 'tok' }))).toBe(MESSAGES.linkExpired);
  });
});
