import { COLLECTION_SHARE_DAYS, sharedProductCard } from '@storefront/contracts';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { CardRow } from '../catalog';
import { shareEmail, sharerName, toCollection, toSharedCard } from './rules';

const row: CardRow = {
  skuNumber: 'CA-SOFA',
  brandId: 'ca',
  name: 'Harlow Sofa',
  style: 'Transitional',
  portfolio: 'Harlow',
  space: 'Living Room',
  category: 'Sofas',
  finish: 'Walnut',
  width: 90,
  length: 38,
  height: 34,
  status: 1,
  stock: 5,
  futureStock: 0,
  backorderQuantity: 0,
  customizableType: 0,
  msrpCents: 800_000,
  designerCents: 400_000,
  promotionalCents: 550_000,
  consumerCents: 600_000,
};

describe('a shared product', () => {
  it('is the card without any price, and passes the strict contract of the shared list', () => {
    const card = toSharedCard(row);
    expect(card).toMatchObject({ sku_number: 'CA-SOFA', name: 'Harlow Sofa', stock_tag: 'in_stock' });
    for (const key of ['msrp_price', 'designer_price', 'consumer_price', 'promotional_price', 'product_price_about']) expect(card).not.toHaveProperty(key);
    expect(z.safeParse(sharedProductCard, card).success).toBe(true);
    expect(z.safeParse(sharedProductCard, { ...card, designer_price: 4000 }).success).toBe(false);
  });
});

describe('the share email', () => {
  const base = { to: 'friend@home.test', sharer: 'Dana Person', name: 'Living room', itemCount: 1, message: '', url: 'https://trade.example.test/sharedCollection?token=t' };

  it('says who shares which collection, how long the link works, and carries the link', () => {
    const mail = shareEmail(base);
    expect(mail).toMatchObject({ channel: 'email', recipient: 'friend@home.test', template: 'collection_share', links: [{ label: 'View the collection', url: base.url }] });
    expect(mail.subject).toBe('Dana Person shared the collection “Living room” with you');
    expect(mail.body).toContain('(1 product)');
    expect(mail.body).toContain(`The link works for ${COLLECTION_SHARE_DAYS} days.`);
    expect(mail.body).not.toContain('wrote:');
  });

  it("quotes the sharer's message; the subject stays one line", () => {
    const mail = shareEmail({ ...base, itemCount: 3, message: 'Line one\nLine two', name: 'Tabs\tand  spaces' });
    expect(mail.body).toContain('(3 products)');
    expect(mail.body).toContain('Dana Person wrote:\nLine one\nLine two');
    expect(mail.subject).toBe('Dana Person shared the collection “Tabs and spaces” with you');
  });

  it("names the sharer by name, else by the email's name", () => {
    expect(sharerName({ firstName: 'Dana', lastName: 'Person', email: 'dana@studio.test' })).toBe('Dana Person');
    expect(sharerName({ firstName: '', lastName: '', email: 'dana@studio.test' })).toBe('dana');
  });
});

describe('a collection as lists show it', () => {
  it('names its customer, or none when it is kept for no one (or its customer is gone)', () => {
    const at = new Date('2025-03-05T12:00:00.000Z');
    const base = { id: 'c1', name: 'Living', itemCount: 0, updatedAt: at };
    expect(toCollection({ ...base, customerId: 'u1', firstName: 'Avery', lastName: 'Stone' }, [])).toMatchObject({ customer_id: 'u1', customer_name: 'Avery Stone', updated_at: at.toISOString() });
    expect(toCollection({ ...base, customerId: null, firstName: null, lastName: null }, [])).toMatchObject({ customer_id: null, customer_name: null });
  });
});
