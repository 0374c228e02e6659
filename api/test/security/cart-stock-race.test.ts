/**
 * I8 of the security report: adds and count changes of one SKU on lines of different customizable types read the
 * account's other lines before they write. Run in parallel, each saw room the others were taking, so together
 * they could pass the stock. Each now holds the account's SKU for its transaction (`lockAccountSku`). Only
 * Postgres runs them in parallel: PGlite has one connection, so these tests skip there.
 */
import { CART_CALLS, CUSTOMIZABLE_COM, CUSTOMIZABLE_NONE, ERR, MESSAGES } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/identity';
import { cartLines } from '../../src/platform/db/schema';
import { createAccount } from '../../src/testing/accounts';
import { DATABASE_KIND, startTestApi, type TestApi } from '../../src/testing/api';
import { insertProducts } from '../../src/testing/catalog';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let designers = 0;
async function designer(): Promise<{ id: string; token: string }> {
  designers += 1;
  const account = await createAccount(api.services, { kind: 'designer', email: `racer${designers}@studio.test`, companyName: `Racer Studio ${designers}` });
  const { token } = await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom');
  return { id: account.id, token };
}

/** The five customizable types (none, three customized, COM) in turn. */
const TYPES = Array.from({ length: CUSTOMIZABLE_COM - CUSTOMIZABLE_NONE + 1 }, (_, i) => CUSTOMIZABLE_NONE + i);

async function unitsHeld(accountId: string): Promise<number> {
  const rows = await api.services.db.select({ count: cartLines.count }).from(cartLines).where(eq(cartLines.accountId, accountId));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

const onPostgres = it.skipIf(DATABASE_KIND !== 'postgres');
const reason = '(Postgres: PGlite has one connection, so nothing runs in parallel there)';

describe('I8: parallel cart changes of one SKU across customizable types', () => {
  onPostgres(`I8: parallel adds to lines of different customizable types never pass the stock ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'I8-TABLE', brandId: 'ca', stock: 7 }]);
    const who = await designer();
    const adds = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.call<{ line_count: number }>(CART_CALLS.add, {
          body: { sku_number: 'I8-TABLE', number: 1, customizable_type: TYPES[i % TYPES.length] },
          token: who.token,
          mode: 'mibd_designer',
        }),
      ),
    );
    const added = adds.filter((r) => r.err === ERR.OK);
    expect(added).toHaveLength(7);
    expect(adds.filter((r) => r.err !== ERR.OK).map((r) => ({ err: r.err, errmsg: r.errmsg }))).toEqual(
      Array(23).fill({ err: ERR.INSUFFICIENT_INVENTORY, errmsg: MESSAGES.insufficientInventory }),
    );
    expect(await unitsHeld(who.id)).toBe(7);
  });

  onPostgres(`I8: parallel adds of several units each stay within the stock ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'I8-SOFA', brandId: 'ca', stock: 10 }]);
    const who = await designer();
    const adds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call(CART_CALLS.add, {
          body: { sku_number: 'I8-SOFA', number: 3, customizable_type: TYPES[i % TYPES.length] },
          token: who.token,
          mode: 'mibd_designer',
        }),
      ),
    );
    expect(adds.filter((r) => r.err === ERR.OK)).toHaveLength(3);
    expect(await unitsHeld(who.id)).toBe(9);
  });

  onPostgres(`I8: raising counts in parallel with adds of other types never passes the stock ${reason}`, async () => {
    await insertProducts(api.services, [{ skuNumber: 'I8-CHAIR', brandId: 'ca', stock: 6 }]);
    const who = await designer();
    const as = { token: who.token, mode: 'mibd_designer' };
    const first = await api.call<{ id: string }>(CART_CALLS.add, { body: { sku_number: 'I8-CHAIR', number: 1, customizable_type: CUSTOMIZABLE_NONE }, ...as });
    expect(first.err).toBe(ERR.OK);
    const raise = api.call(CART_CALLS.updateCount, { body: { id: first.val.id, number: 6 }, ...as });
    const adds = Array.from({ length: 12 }, (_, i) =>
      api.call(CART_CALLS.add, { body: { sku_number: 'I8-CHAIR', number: 1, customizable_type: TYPES[1 + (i % (TYPES.length - 1))] }, ...as }),
    );
    await Promise.all([raise, ...adds]);
    expect(await unitsHeld(who.id)).toBeLessThanOrEqual(6);
  });

  it('I8: one account holding the SKU does not hold up another account adding it', async () => {
    await insertProducts(api.services, [{ skuNumber: 'I8-LAMP', brandId: 'ca', stock: 2 }]);
    const [one, two] = [await designer(), await designer()];
    const results = await Promise.all(
      [one, two].map((who) => api.call(CART_CALLS.add, { body: { sku_number: 'I8-LAMP', number: 2 }, token: who.token, mode: 'mibd_designer' })),
    );
    // The stock is a cap on each account's cart (the spec's rule), not shared between accounts.
    expect(results.map((r) => r.err)).toEqual([ERR.OK, ERR.OK]);
    expect([await unitsHeld(one.id), await unitsHeld(two.id)]).toEqual([2, 2]);
  });
});
