import { ACCOUNT_CALLS, CART_CALLS, CHECKOUT_CALLS, ERR, FILE_CALLS, ORDER_CALLS, PAYMENT_CALLS, STORAGE_KEYS, type Brand } from '@storefront/contracts';
import { expect, type APIRequestContext, type BrowserContext } from './test';
import { apiLogin, callApi, type CallOptions } from './api';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brandUrl } from './ports';

/**
 * The journeys' way to an order: signed in as the shell reads a session, a resale certificate on file, an order
 * placed through the api with a sandbox card (as checkout would), and staff moving its shipping status.
 */

/** A 2x2 PNG: a photo of the damage, of a bill. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

/** Signed in on a brand's site in a mode, as the shell reads it at start. */
export async function signIn(context: BrowserContext, brand: Brand, session: { token: string; user_id: string }, mode: string): Promise<void> {
  const url = brandUrl(brand, '/');
  await context.addCookies([
    { name: STORAGE_KEYS.token, value: session.token, url },
    { name: STORAGE_KEYS.authUid, value: session.user_id, url },
    { name: STORAGE_KEYS.role, value: mode, url },
    { name: STORAGE_KEYS.mode, value: mode, url },
  ]);
}

/** A resale certificate put on file through the account's settings calls (an order needs one). */
export async function fileCertificate(request: APIRequestContext, auth: CallOptions, number = 'R-7400'): Promise<void> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await callApi(request, FILE_CALLS.upload, { ...auth, multipart: { purpose: 'certificate', file: { name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  expect(upload.errmsg).toBe('');
  const added = await callApi(request, ACCOUNT_CALLS.certificateAdd, {
    ...auth,
    body: { file_ids: [upload.val.file_id], reseller_number: number, state_of_registration: 'NY', sales_tax_number: `ST-${number}` },
  });
  expect(added.errmsg).toBe('');
}

/**
 * Runs `work` while no other worker of the run holds `name` (a directory made atomically in the run's locks folder):
 * what the journeys share, such as a demo account's one cart, is used by one journey at a time.
 */
async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_LOCKS_DIR!, `${name}.lock`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * An order of one product placed through the api with a sandbox card (a certificate filed first when asked for): its
 * number. The account's cart (named by its email) is shared by the journeys: adding and placing are done under its
 * lock, so another journey's order never takes this line, nor this order another journey's (what a browser journey
 * left in the cart still goes with it).
 */
export function placeOrder(request: APIRequestContext, auth: CallOptions, sku: string, details: { email: string; certificate: string }): Promise<string> {
  return exclusively(`cart-of-${details.email}`, () => addAndPlace(request, auth, sku, details));
}

async function addAndPlace(request: APIRequestContext, auth: CallOptions, sku: string, { email, certificate }: { email: string; certificate: string }): Promise<string> {
  expect((await callApi(request, CART_CALLS.add, { ...auth, body: { sku_number: sku, number: 1 } })).errmsg).toBe('');
  const body = async () => ({
    checkout_id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    address: { full_name: 'Dana Whitfield', company: 'Whitfield Interiors', street_address: '200 Park Avenue South', apartment: '', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
    contact: { contact_name: 'Dana Whitfield', phone: '212-555-0142', email },
    shipping_method: 'standard',
    payment_token: (await callApi(request, PAYMENT_CALLS.tokenizeCard, { ...auth, body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } })).val.token,
  });
  let placed = await callApi(request, CHECKOUT_CALLS.placeOrder, { ...auth, body: await body() });
  if (placed.err === ERR.CERTIFICATE_REQUIRED) {
    await fileCertificate(request, auth, certificate);
    placed = await callApi(request, CHECKOUT_CALLS.placeOrder, { ...auth, body: await body() });
  }
  expect(placed.errmsg).toBe('');
  return placed.val.order_number;
}

/**
 * Runs `work` with one line of `sku` in the account's cart (named by its email), under the cart's lock, and takes the
 * line out again after: a journey that looks at a cart with something in it, without placing an order.
 */
export function withCartLine<T>(request: APIRequestContext, auth: CallOptions, sku: string, email: string, work: () => Promise<T>): Promise<T> {
  return exclusively(`cart-of-${email}`, async () => {
    expect((await callApi(request, CART_CALLS.add, { ...auth, body: { sku_number: sku, number: 1 } })).errmsg).toBe('');
    try {
      return await work();
    } finally {
      const lines = (await callApi(request, CART_CALLS.list, auth)).val.list.filter((line) => line.sku_number === sku);
      if (lines.length) await callApi(request, CART_CALLS.remove, { ...auth, body: { ids: lines.map((line) => line.id) } });
    }
  });
}

/** The demo client agent's calls, as staff make them. */
export async function staffAuth(request: APIRequestContext, guest: string): Promise<CallOptions> {
  const agent = (await apiLogin(request, 'agent@storefront.test', { guest })).val;
  return { guest, token: agent.token, mode: 'mibd_designer' };
}

/** Staff mark an order delivered (the claim windows and service requests count from then). */
export async function markDelivered(request: APIRequestContext, staff: CallOptions, number: string): Promise<void> {
  expect((await callApi(request, ORDER_CALLS.shippingStatus, { ...staff, body: { number, status: 'delivered' } })).errmsg).toBe('');
}
