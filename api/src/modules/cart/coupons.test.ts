/**
 * The coupon check (POST /mibd/shoppingCart/verify_coupon), the pre-checkout check, and the redemption checkout makes
 * at order time, through the real server and database: the envelope, who may call, each coupon error of section 8 in
 * the spec's words, one coupon per order, and no 5xx for a malformed body.
 */
import { CART_CALLS, CHECKOUT_CALLS, ERR, MESSAGES, type CartPreCheckResponse, type CouponQuote } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCertificates, cartLines, couponRedemptions, coupons, files } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { openSession } from '../identity';
import { DEMO_COUPONS, redeemCoupon, seedDemoCoupons } from '.';

let api: TestApi;
type Who = { id: string; token: string };
let dana: Who;
let emptyCart: Who;
let shopper: Who;
let member: Who;
let dealer: Who;
let customer: Who;
let agent: Who;

let accountsMade = 0;
async function signIn(kind: 'designer' | 'customer' | 'ffd_shopper' | 'dealer' | 'sub_account' | 'client_agent', brand: 'hom' | 'ol' = 'hom'): Promise<Who> {
  accountsMade += 1;
  const email = `${kind}${accountsMade}@coupons.test`;
  const account = await createAccount(api.services, { kind, email, companyName: kind === 'designer' || kind === 'dealer' ? `Coupon Studio ${accountsMade}` : undefined, agentCode: kind === 'client_agent' ? `AG-${accountsMade}` : undefined });
  const { token } = await openSession(api.services, { id: account.id, kind }, brand);
  return { id: account.id, token };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  api = await startTestApi();
  [dana, emptyCart, shopper, member, dealer, customer, agent] = [
    await signIn('designer'),
    await signIn('designer'),
    await signIn('ffd_shopper', 'ol'),
    await signIn('sub_account'),
    await signIn('dealer'),
    await signIn('customer'),
    await signIn('client_agent'),
  ];
  await insertProducts(api.services, [
    // Designer $4,000 (retail $6,000, sale $5,500); designer $1,000.
    { skuNumber: 'CP-SOFA', brandId: 'ca', stock: 5, designerCents: 400_000, consumerCents: 600_000, promotionalCents: 550_000 },
    { skuNumber: 'CP-LAMP', brandId: 'jc', stock: 5, designerCents: 100_000, consumerCents: 150_000 },
    { skuNumber: 'CP-GONE', brandId: 'ca', stock: 5, designerCents: 900_000 },
    { skuNumber: 'CP-OUTLET', brandId: 'ol', stock: 2, designerCents: 10_000, consumerCents: 30_000, promotionalCents: 20_000 },
  ]);
  await seedDemoCoupons(api.services.db);
  const coupon = (code: string, over: Partial<typeof coupons.$inferInsert>) => ({ code, kind: 'percent' as const, value: 10, startsAt: day('2020-01-01'), endsAt: day('2099-01-01'), ...over });
  await api.services.db.insert(coupons).values([
    coupon('FUTURE10', { startsAt: day('2098-01-01') }),
    coupon('PAUSED10', { active: false }),
    coupon('TWICE10', { perAccountLimit: 2 }),
    coupon('LASTONE', { usageLimit: 1 }),
    coupon('BIG5000', { kind: 'amount', value: 500_000, minSubtotalCents: 0 }),
  ]);
  for (const [sku, number] of [['CP-SOFA', 2], ['CP-LAMP', 1], ['CP-GONE', 1]] as const) {
    expect((await api.call(CART_CALLS.add, { body: { sku_number: sku, number }, token: dana.token, mode: 'mibd_designer' })).err).toBe(ERR.OK);
  }
  // Out of sale after the add: the line stays, unavailable, and is no part of the order.
  await api.services.db.execute(`update products set status = 2 where sku_number = 'CP-GONE'`);
});
afterAll(() => api.close());

const designerMode = (who: Who = dana) => ({ token: who.token, mode: 'mibd_designer' });
const verify = (coupon_code: unknown, who: Who = dana, more: Record<string, unknown> = {}) =>
  api.call<CouponQuote>(CART_CALLS.verifyCoupon, { body: { coupon_code }, ...designerMode(who), ...more });
const preCheck = (who: Who = dana, more: Record<string, unknown> = {}) => api.call<CartPreCheckResponse>(CHECKOUT_CALLS.preCheck, { body: {}, ...designerMode(who), ...more });
const pick = (res: { err: number; errmsg: string }) => ({ err: res.err, errmsg: res.errmsg });

describe('who may check a coupon or check before checkout', () => {
  it('refuses visitors, browsing and client mode, invited customers and client agents with 25010', async () => {
    const callers = [
      { name: 'visitor' },
      { name: 'browsing mode', token: dana.token, mode: 'mibd_safe' },
      { name: 'client mode', token: dana.token, mode: 'mibd_communicate' },
      { name: 'invited customer', token: customer.token },
      { name: 'client agent', token: agent.token, mode: 'mibd_designer' },
    ];
    for (const { name, ...options } of callers) {
      for (const endpoint of [CART_CALLS.verifyCoupon, CHECKOUT_CALLS.preCheck]) {
        const res = await api.call(endpoint, { body: { coupon_code: 'WELCOME10' }, ...options });
        expect({ name, path: endpoint.path, ...pick(res) }).toEqual({ name, path: endpoint.path, err: ERR.NO_PERMISSION, errmsg: MESSAGES.noPermission });
      }
    }
  });

  it('answers designers, sub-accounts, dealers and FFD shoppers in designer mode, each about their own cart only', async () => {
    for (const who of [member, dealer, shopper]) {
      expect(pick(await verify('WELCOME10', who))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: 'Nothing available in cart' });
      expect(pick(await preCheck(who))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: 'Nothing available in cart' });
    }
    expect(pick(await verify('WELCOME10'))).toEqual({ err: ERR.OK, errmsg: '' });
  });

  it('says a session that is not valid is invalid', async () => {
    expect((await verify('WELCOME10', { id: '', token: 'not-a-session' })).err).toBe(ERR.SESSION_INVALID);
  });
});

describe('verify_coupon', () => {
  it('prices the purchasable lines at the designer price: 2 x $4,000 + $1,000 = $9,000, WELCOME10 takes $900', async () => {
    const res = await verify('WELCOME10');
    expect(res).toMatchObject({ err: ERR.OK, errmsg: '' });
    expect(res.val).toEqual({ coupon_code: 'WELCOME10', kind: 'percent', value: 10, min_subtotal: 0, brand: null, ends_at: Date.UTC(2031, 0, 1), subtotal: 9000, discount: 900, total: 8100 });
  });

  it('matches the code whatever its case and spaces', async () => {
    expect((await verify('  welcome10 ')).val).toMatchObject({ coupon_code: 'WELCOME10', discount: 900 });
  });

  it('takes a fixed amount off, never more than the subtotal', async () => {
    expect((await verify('TRADE250')).val).toMatchObject({ kind: 'amount', value: 250, min_subtotal: 2500, discount: 250, total: 8750 });
    expect((await verify('BIG5000')).val).toMatchObject({ subtotal: 9000, discount: 5000, total: 4000 });
  });

  it("prices an FFD shopper's outlet line at its sale price: 2 x $200, WELCOME10 takes $40", async () => {
    expect((await api.call(CART_CALLS.add, { body: { sku_number: 'CP-OUTLET', number: 2 }, ...designerMode(shopper) })).err).toBe(ERR.OK);
    expect((await verify('WELCOME10', shopper, { query: { obtain: 'ol' } })).val).toMatchObject({ subtotal: 400, discount: 40, total: 360 });
    await api.services.db.delete(cartLines).where(eq(cartLines.accountId, shopper.id));
  });

  it('answers each coupon error of section 8 in the spec words', async () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['NO-SUCH-CODE', {}, ERR.COUPON_CODE_ERROR, 'Coupon code error'],
      ['SPRING2025', {}, ERR.COUPON_EXPIRED, 'The coupon has expired'],
      ['LASTONE', {}, ERR.OK, ''],
      ['FUTURE10', {}, ERR.COUPON_CANNOT_USE, 'This coupon cannot be used'],
      ['PAUSED10', {}, ERR.COUPON_CANNOT_USE, 'This coupon cannot be used'],
      ['CARACOLE15', {}, ERR.COUPON_CANNOT_USE, 'This coupon cannot be used'],
      ['CARACOLE15', { query: { obtain: 'ca' } }, ERR.OK, ''],
    ];
    for (const [code, more, err, errmsg] of cases) expect({ code, ...pick(await verify(code, dana, more)) }).toEqual({ code, err, errmsg });
  });

  it("says 'Coupon conditions not met' under the minimum subtotal", async () => {
    const small = await signIn('designer');
    await api.call(CART_CALLS.add, { body: { sku_number: 'CP-LAMP', number: 1 }, ...designerMode(small) });
    // $1,000 is under TRADE250's $2,500.
    expect(pick(await verify('TRADE250', small))).toEqual({ err: ERR.COUPON_CONDITIONS_NOT_MET, errmsg: 'Coupon conditions not met' });
  });

  it("says 'Nothing available in cart' for an empty cart and for one of unavailable lines only", async () => {
    expect(pick(await verify('WELCOME10', emptyCart))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: MESSAGES.nothingAvailableInCart });
    await api.services.db.insert(cartLines).values({ accountId: emptyCart.id, skuNumber: 'CP-GONE', count: 1 });
    expect(pick(await verify('WELCOME10', emptyCart))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: MESSAGES.nothingAvailableInCart });
    await api.services.db.delete(cartLines).where(eq(cartLines.accountId, emptyCart.id));
  });

  it('refuses malformed bodies with 40000, never a 5xx', async () => {
    for (const body of [{}, { coupon_code: '' }, { coupon_code: '   ' }, { coupon_code: 42 }, { coupon_code: ['WELCOME10', 'TRADE250'] }, { coupon_code: 'X'.repeat(41) }, { coupon_code: 'A\u0000B' }, { coupon_code: null }]) {
      const res = await api.call(CART_CALLS.verifyCoupon, { body, ...designerMode() });
      expect({ body, err: res.err, status: res.status < 500 }).toEqual({ body, err: ERR.BAD_REQUEST, status: true });
    }
    const empty = await api.call(CART_CALLS.verifyCoupon, { body: { coupon_code: '  ' }, ...designerMode() });
    expect(empty.errmsg).toBe(MESSAGES.couponCodeMissing);
  });

  it('records nothing: a quote is not a use', async () => {
    await verify('WELCOME10');
    expect(await api.services.db.select().from(couponRedemptions)).toEqual([]);
  });
});

describe('the pre-checkout check', () => {
  it('answers the purchasable lines and an empty certificate list when none is on file', async () => {
    const res = await preCheck();
    expect(pick(res)).toEqual({ err: ERR.OK, errmsg: '' });
    expect(res.val).toMatchObject({ list: [], has_certificate: false, certificate_required: true, count: 3, subtotal: 9000 });
    expect(res.val.lines.map((l) => [l.sku_number, l.count, l.status]).sort()).toEqual([
      ['CP-LAMP', 1, '1'],
      ['CP-SOFA', 2, '1'],
    ]);
  });

  it('lists the certificates on file: the page goes on to checkout', async () => {
    const [file] = await api.services.db
      .insert(files)
      .values({ storageKey: `cert-${randomUUID()}`, purpose: 'certificate', ownerAccountId: dana.id, originalName: 'resale.pdf', mime: 'application/pdf', size: 1234 })
      .returning({ id: files.id });
    await api.services.db.insert(accountCertificates).values({ accountId: dana.id, fileId: file!.id, resellerNumber: 'R-77', stateOfRegistration: 'NY' });
    const res = await preCheck();
    expect(res.val).toMatchObject({ has_certificate: true, list: [expect.objectContaining({ reseller_number: 'R-77' })] });
  });

  it('asks no certificate of an outlet shopper, who buys for themselves', async () => {
    expect((await api.call(CART_CALLS.add, { body: { sku_number: 'CP-OUTLET', number: 1 }, ...designerMode(shopper) })).err).toBe(ERR.OK);
    const res = await preCheck(shopper, { query: { obtain: 'ol' } });
    expect(res.val).toMatchObject({ list: [], has_certificate: false, certificate_required: false, count: 1 });
    await api.services.db.delete(cartLines).where(eq(cartLines.accountId, shopper.id));
  });

  it("says 'Nothing available in cart' when no line can be bought", async () => {
    expect(pick(await preCheck(emptyCart))).toEqual({ err: ERR.CHECKOUT_NOTHING_AVAILABLE, errmsg: 'Nothing available in cart' });
  });

  it('ignores whatever body is sent, never a 5xx', async () => {
    for (const body of [[], 'text', { list: [{ sku_number: 'X' }] }, null]) {
      const res = await api.call(CHECKOUT_CALLS.preCheck, { body, ...designerMode() });
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('redeemCoupon at order time', () => {
  const redeem = (code: string, who: Who, orderId = randomUUID(), subtotalCents = 900_000) =>
    api.services.db.transaction((tx) => redeemCoupon(tx, { accountId: who.id, code, subtotalCents, brand: 'hom', orderId, now: new Date() }));
  const refusalOf = async (work: Promise<unknown>) => work.then(() => null, (e: { err: number; message: string }) => ({ err: e.err, errmsg: e.message }));
  const usesOf = async (code: string) => (await api.services.db.select({ n: coupons.timesUsed }).from(coupons).where(eq(coupons.code, code)))[0]!.n;

  it('records the use with the discount, and then the account has used it', async () => {
    const order = randomUUID();
    expect(await redeem('welcome10', dana, order)).toMatchObject({ code: 'WELCOME10', subtotalCents: 900_000, discountCents: 90_000 });
    const [row] = await api.services.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order));
    expect(row).toMatchObject({ accountId: dana.id, seq: 1, accountSeq: 1, discountCents: 90_000 });
    expect(pick(await verify('WELCOME10'))).toEqual({ err: ERR.COUPON_USAGE_EXCEEDED, errmsg: 'Coupon usage exceeded' });
  });

  it("allows one coupon per order: a second on the same order is 'One coupon per order'", async () => {
    const order = randomUUID();
    await redeem('TWICE10', dana, order);
    expect(await refusalOf(redeem('TRADE250', dana, order))).toEqual({ err: ERR.COUPON_ONE_PER_ORDER, errmsg: 'One coupon per order' });
    expect(await usesOf('TRADE250')).toBe(0);
  });

  it('keeps the per-account limit: twice, then usage exceeded', async () => {
    await redeem('TWICE10', member);
    await redeem('TWICE10', member);
    expect(await refusalOf(redeem('TWICE10', member))).toEqual({ err: ERR.COUPON_USAGE_EXCEEDED, errmsg: 'Coupon usage exceeded' });
  });

  it('keeps the overall limit, and a refusal writes nothing while the order goes on in its transaction', async () => {
    const quoted = pick(await verify('LASTONE'));
    expect(quoted).toEqual({ err: ERR.OK, errmsg: '' });
    await redeem('LASTONE', dealer);
    const order = randomUUID();
    const outcome = await api.services.db.transaction(async (tx) => {
      const refused = await refusalOf(redeemCoupon(tx, { accountId: dana.id, code: 'LASTONE', subtotalCents: 900_000, brand: 'hom', orderId: order }));
      // The order's own work goes on after the refusal, in the same transaction.
      const fine = await redeemCoupon(tx, { accountId: dana.id, code: 'BIG5000', subtotalCents: 900_000, brand: 'hom', orderId: order });
      return { refused, fine: fine.discountCents };
    });
    expect(outcome).toEqual({ refused: { err: ERR.COUPON_USAGE_EXCEEDED, errmsg: 'Coupon usage exceeded' }, fine: 500_000 });
    expect(await usesOf('LASTONE')).toBe(1);
  });

  it('checks the coupon again at order time: expired, unknown, another site, under the minimum', async () => {
    expect(await refusalOf(redeem('SPRING2025', dana))).toMatchObject({ errmsg: 'The coupon has expired' });
    expect(await refusalOf(redeem('NOPE', dana))).toMatchObject({ errmsg: 'Coupon code error' });
    expect(await refusalOf(redeem('CARACOLE15', dana))).toMatchObject({ errmsg: 'This coupon cannot be used' });
    expect(await refusalOf(redeem('TRADE250', dana, randomUUID(), 100_000))).toMatchObject({ errmsg: 'Coupon conditions not met' });
  });

  it('is undone with the order: a transaction that fails leaves the coupon unused', async () => {
    const before = await usesOf('TRADE250');
    await refusalOf(
      api.services.db.transaction(async (tx) => {
        await redeemCoupon(tx, { accountId: emptyCart.id, code: 'TRADE250', subtotalCents: 900_000, brand: 'hom', orderId: randomUUID() });
        throw new Error('the payment was declined');
      }),
    );
    expect(await usesOf('TRADE250')).toBe(before);
  });

  it('seeds the demo coupons once', async () => {
    expect(await seedDemoCoupons(api.services.db)).toEqual([]);
    const codes = (await api.services.db.select({ code: coupons.code }).from(coupons)).map((c) => c.code);
    for (const demo of DEMO_COUPONS) expect(codes).toContain(demo.code);
  });
});
