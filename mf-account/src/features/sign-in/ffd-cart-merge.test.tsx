import { CART_CALLS, ERR, IDENTITY_CALLS, guestCartCookie, guestCartFromCookies, parseCookieHeader, type CartAddBatchRequest } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MERGE_FAILED } from '../../ui/guest-cart-merge';
import { loginAnswer, openPage, unmountAll } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await unmountAll();
  document.cookie = 'sku_list=; Max-Age=0; Path=/';
  document.cookie = 'sku_list_batch=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

const GUEST_CART = [
  { sku_number: 'OL-DESK', count: 2 },
  { sku_number: 'OL-LAMP', count: 1 },
];
const shopper = loginAnswer({ token: 'shopper-token', kind: 'ffd_shopper', mode: 'mibd_designer', user_email: 'shopper@storefront.test', ol_user_name: 'Sam' });

/** The guest cart the product page left in the cookie. */
function guestCart(entries = GUEST_CART) {
  document.cookie = guestCartCookie(entries, { secureContext: false });
}

/** Answers the FFD login, and records every addBatch with the token it carried; `answer` gives the merge's answer. */
function ffdApi(answer: (body: CartAddBatchRequest) => Response | Promise<Response>) {
  const merges: Array<{ body: CartAddBatchRequest; token: string | null }> = [];
  server.use(
    on(IDENTITY_CALLS.ffdLogin, () => ok(shopper)),
    on(CART_CALLS.addBatch, async ({ request }) => {
      const body = (await request.json()) as CartAddBatchRequest;
      merges.push({ body, token: request.headers.get('X-Auth-Token') });
      return answer(body);
    }),
  );
  return merges;
}

const merged = (body: CartAddBatchRequest) =>
  ok({
    list: (body.sku_list as typeof GUEST_CART).map((e) => ({ sku_number: e.sku_number, requested: e.count, added: e.count, line_count: e.count, errmsg: '' })),
    count: 3,
    repeated: false,
  });

async function signIn(options: { query?: Record<string, string> } = {}) {
  const page = await openPage('login', { brand: 'FFD', ...options });
  const heard: number[] = [];
  page.events.on('cart:changed', ({ count }) => heard.push(count));
  await page.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'shopper@storefront.test');
  await page.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Storefront-Demo-26');
  await page.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...page, heard };
}

const cookies = () => parseCookieHeader(document.cookie);

describe('FFD sign-in with a guest cart', () => {
  it('merges the guest cart into the account once, as the account, clears the cookie and tells the header, then moves on', async () => {
    guestCart();
    const merges = ffdApi(merged);
    const { navigate, signIn: shellSignIn, heard, toasts } = await signIn({ query: { redirect: '/cart' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
    expect(shellSignIn).toHaveBeenCalledWith(shopper, undefined);
    expect(merges).toHaveLength(1);
    expect(merges[0]).toEqual({ body: { batch_id: expect.stringMatching(/^guest-\d+-/), sku_list: GUEST_CART }, token: 'shopper-token' });
    expect(guestCartFromCookies(document.cookie)).toEqual([]);
    expect(cookies()).not.toHaveProperty('sku_list');
    expect(cookies()).not.toHaveProperty('sku_list_batch');
    expect(heard).toEqual([3]);
    expect(toasts).toEqual([]);
  });

  it('goes on only once the merge is answered (the cart it lands on holds the lines)', async () => {
    guestCart();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    ffdApi(async (body) => {
      await answered;
      return merged(body);
    });
    const { navigate } = await signIn({ query: { redirect: '/cart' } });
    expect(await screen.findByRole('button', { name: /Sign In/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('says in plain words what could not be added in full', async () => {
    guestCart();
    ffdApi(() =>
      ok({
        list: [
          { sku_number: 'OL-DESK', requested: 2, added: 2, line_count: 2, errmsg: '' },
          { sku_number: 'OL-LAMP', requested: 1, added: 0, line_count: 0, errmsg: 'Insufficient inventory' },
        ],
        count: 2,
        repeated: false,
      }),
    );
    const { navigate, toasts, heard } = await signIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(toasts).toEqual([{ kind: 'info', message: 'One item you added before signing in could not be added to your cart in full: Insufficient inventory.' }]);
    expect(heard).toEqual([2]);
    expect(cookies()).not.toHaveProperty('sku_list');
  });

  it('a failed merge still signs in, keeps the guest cart and says so; the next sign-in merges it with the same batch id', async () => {
    guestCart();
    const merges = ffdApi(() => fail(ERR.BAD_REQUEST, 'Request false'));
    const first = await signIn();
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(first.signIn).toHaveBeenCalledWith(shopper, undefined);
    expect(first.toasts).toEqual([{ kind: 'error', message: MERGE_FAILED }]);
    expect(first.heard).toEqual([]);
    expect(guestCartFromCookies(document.cookie)).toEqual(GUEST_CART);
    const batchId = merges[0]?.body.batch_id;
    expect(cookies().sku_list_batch).toBe(batchId);
    await unmountAll();

    // The network, this time: the cart is still kept.
    server.use(on(CART_CALLS.addBatch, () => HttpResponse.error()));
    const second = await signIn();
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(second.toasts).toEqual([{ kind: 'error', message: MERGE_FAILED }]);
    expect(guestCartFromCookies(document.cookie)).toEqual(GUEST_CART);
    await unmountAll();

    server.resetHandlers();
    const retried = ffdApi(merged);
    const third = await signIn();
    await waitFor(() => expect(third.navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(retried.map((m) => m.body)).toEqual([{ batch_id: batchId, sku_list: GUEST_CART }]);
    expect(third.toasts).toEqual([]);
    expect(guestCartFromCookies(document.cookie)).toEqual([]);
  });

  it('a guest cart changed since a failed merge is merged under a new batch id', async () => {
    guestCart();
    const merges = ffdApi(() => fail(ERR.BAD_REQUEST, 'Request false'));
    const first = await signIn();
    await waitFor(() => expect(first.navigate).toHaveBeenCalled());
    await unmountAll();
    guestCart([...GUEST_CART, { sku_number: 'OL-RUG', count: 1 }]);
    const second = await signIn();
    await waitFor(() => expect(second.navigate).toHaveBeenCalled());
    expect(merges).toHaveLength(2);
    expect(merges[1]?.body.batch_id).not.toBe(merges[0]?.body.batch_id);
  });

  it('without a guest cart, signs in without a merge', async () => {
    const merges = ffdApi(merged);
    const { navigate, heard } = await signIn();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(merges).toEqual([]);
    expect(heard).toEqual([]);
  });
});

describe('other sign-ins', () => {
  it('an FFD password set from an emailed link signs in and merges the guest cart too', async () => {
    guestCart();
    const merges: CartAddBatchRequest[] = [];
    server.use(
      on(IDENTITY_CALLS.checkLink, () => ok({ email: 'shopper@storefront.test', purpose: 'reset' })),
      on(IDENTITY_CALLS.setPassword, () => ok(shopper)),
      on(CART_CALLS.addBatch, async ({ request }) => {
        const body = (await request.json()) as CartAddBatchRequest;
        merges.push(body);
        return merged(body);
      }),
    );
    const { user, navigate } = await openPage('setPassword', { brand: 'FFD', query: { token: 't1' } });
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Storefront-Demo-26');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Storefront-Demo-26');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(merges).toEqual([{ batch_id: expect.stringMatching(/^guest-/), sku_list: GUEST_CART }]);
  });

  it('a sign-in on another brand leaves a sku_list cookie alone', async () => {
    guestCart();
    server.use(on(IDENTITY_CALLS.login, () => ok(loginAnswer({ kind: 'customer', mode: 'mibd_customer' }))));
    const { user, navigate } = await openPage('login');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'customer@storefront.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(guestCartFromCookies(document.cookie)).toEqual(GUEST_CART);
  });
});
