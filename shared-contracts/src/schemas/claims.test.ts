import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import {
  CLAIM_MESSAGES,
  CLAIM_PHOTOS_MAX,
  claimClosesOn,
  claimFieldProblem,
  claimFormProblems,
  claimKindOpen,
  claimMoveAllowed,
  claimMoveMessage,
  claimReference,
  claimSerial,
  claimWindowMessage,
  createClaimRequest,
  parseClaimAmount,
} from './claims';

const ITEM = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PHOTO = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const valid = {
  order_number: 'SO100001',
  kind: 'damage',
  items: [{ item_id: ITEM.toUpperCase(), quantity: 1 }],
  requested_amount: '1,250.50',
  contact_name: 'Dana Whitfield',
  contact_phone: '(212) 555-0142',
  contact_email: 'Dana@Studio.test',
  photos: [PHOTO],
};
const firstMessage = (body: unknown) => {
  const parsed = z.safeParse(createClaimRequest, body);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the claim windows (section 9)', () => {
  const delivered = new Date('2026-03-01T18:00:00Z');
  it('keeps each kind open for its days after delivery, counted in calendar days', () => {
    expect(claimKindOpen('damage', delivered, new Date('2026-03-11T23:59:00Z'))).toBe(true);
    expect(claimKindOpen('damage', delivered, new Date('2026-03-12T00:00:00Z'))).toBe(false);
    expect(claimKindOpen('concealed', delivered, new Date('2026-03-16T12:00:00Z'))).toBe(true);
    expect(claimKindOpen('shortage', delivered, new Date('2026-03-17T00:00:00Z'))).toBe(false);
    expect(claimKindOpen('invoice', delivered, new Date('2026-03-31T00:00:00Z'))).toBe(true);
    expect(claimKindOpen('invoice', delivered, new Date('2026-02-28T00:00:00Z'))).toBe(false);
  });
  it('names the last day and, when closed, the window', () => {
    expect(claimClosesOn('damage', delivered)).toBe('2026-03-11');
    expect(claimClosesOn('invoice', delivered)).toBe('2026-03-31');
    expect(claimWindowMessage('damage')).toBe(`${MESSAGES.claimWindowClosed}: damage claims must be filed within 10 days of delivery`);
    expect(claimWindowMessage('invoice')).toBe(`${MESSAGES.claimWindowClosed}: invoice discrepancy claims must be filed within 30 days of delivery`);
  });
});

describe('the claim form', () => {
  it('reads the requested amount as dollars and cents', () => {
    expect(parseClaimAmount('1250')).toBe(125000);
    expect(parseClaimAmount('$1,250.5')).toBe(125050);
    expect(parseClaimAmount(19.99)).toBe(1999);
    for (const bad of ['0', '-5', '1.234', 'abc', '1,25', '', '12e3']) expect(parseClaimAmount(bad), bad).toBeNull();
  });
  it('asks for each required field in the spec’s words', () => {
    expect(claimFieldProblem('contact_name', ' ')).toBe(MESSAGES.enterContactName);
    expect(claimFieldProblem('contact_email', 'nope')).toBe(MESSAGES.validEmail);
    expect(claimFieldProblem('contact_phone', '555')).toBe(MESSAGES.validPhone);
    expect(claimFieldProblem('requested_amount', 'ten')).toBe(CLAIM_MESSAGES.validAmount);
    expect(claimFieldProblem('description', '')).toBeNull();
    const problems = claimFormProblems({ lines: [{ item_id: 'a', quantity: '3', max: 2 }] });
    expect(problems).toMatchObject({
      order_number: CLAIM_MESSAGES.orderNumber,
      kind: CLAIM_MESSAGES.kind,
      'items.a': CLAIM_MESSAGES.quantity(2),
      requested_amount: CLAIM_MESSAGES.amount,
      photos: CLAIM_MESSAGES.photos,
    });
    expect(claimFormProblems({ ...valid, lines: [], photos: valid.photos.length }).items).toBe(CLAIM_MESSAGES.items);
    expect(claimFormProblems({ ...valid, lines: [{ item_id: 'a', quantity: '1', max: 1 }], photos: CLAIM_PHOTOS_MAX + 1 }).photos).toBe(CLAIM_MESSAGES.tooManyPhotos);
    expect(claimFormProblems({ ...valid, lines: [{ item_id: 'a', quantity: '1', max: 1 }], photos: 1 })).toEqual({});
  });
  it('parses a claim into cents, a ten-digit phone and a lower-case email', () => {
    const parsed = z.parse(createClaimRequest, valid);
    expect(parsed).toMatchObject({ requested_cents: 125050, contact_phone: '2125550142', contact_email: 'dana@studio.test', description: '', items: [{ item_id: ITEM, quantity: 1 }] });
  });
  it('refuses what section 5 requires in its words', () => {
    expect(firstMessage({ ...valid, requested_amount: '' })).toBe(CLAIM_MESSAGES.amount);
    expect(firstMessage({ ...valid, requested_amount: '0' })).toBe(CLAIM_MESSAGES.validAmount);
    expect(firstMessage({ ...valid, contact_phone: '123' })).toBe(MESSAGES.validPhone);
    expect(firstMessage({ ...valid, contact_email: '' })).toBe(MESSAGES.enterEmail);
    expect(firstMessage({ ...valid, photos: [] })).toBe(CLAIM_MESSAGES.photos);
    expect(firstMessage({ ...valid, photos: Array.from({ length: 11 }, () => PHOTO) })).toBe(CLAIM_MESSAGES.tooManyPhotos);
    expect(firstMessage({ ...valid, items: [] })).toBe(CLAIM_MESSAGES.items);
    expect(firstMessage({ ...valid, kind: 'theft' })).toBe(CLAIM_MESSAGES.kind);
    expect(firstMessage({ ...valid, items: [{ item_id: ITEM, quantity: 0 }] })).toBe(CLAIM_MESSAGES.validQuantity);
  });
  it('quotes claims by reference and moves them forward only', () => {
    expect(claimReference(100001)).toBe('CL100001');
    expect(claimSerial('cl100001')).toBe(100001);
    expect(claimSerial('SO100001')).toBeNull();
    expect(claimMoveAllowed('submitted', 'in_review')).toBe(true);
    expect(claimMoveAllowed('approved', 'refunded')).toBe(true);
    expect(claimMoveAllowed('rejected', 'approved')).toBe(false);
    expect(claimMoveMessage('refunded', 'submitted')).toBe('A claim that is refunded cannot be moved to submitted');
  });
});
