import { CART_CALLS, CHECKOUT_CALLS, PAYMENT_CALLS, type AccountKind } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { openSession } from '../modules/identity';
import { eq } from 'drizzle-orm';
import { accountCertificates, accounts, files } from '../platform/db/schema';
import type { Services } from '../platform/services';
import { createAccount } from './accounts';
import type { TestApi } from './api';

/** A shipping address in New York (ZIP 10016 is in New York's area). */
export const NY_ADDRESS = {
  full_name: 'Dana Whitfield',
  company: 'Whitfield Interiors',
  street_address: '200 Park Avenue South',
  apartment: 'Suite 1500',
  city: 'New York',
  state: 'NY',
  postal: '10016',
  country: 'US',
};
export const CONTACT = { contact_name: 'Dana Whitfield', phone: '(212) 555-0142', email: 'dana.orders@studio.test' };

/** The sandbox's documented test numbers (the payments module's index.ts). */
export const CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  declined: '4000000000000002',
  noAnswer: '4000000000000119',
};

/** A reseller certificate put on file for the account, as the settings' certificate call leaves it. */
export async function putCertificateOnFile(services: Services, accountId: string): Promise<void> {
  const id = randomUUID();
  await services.db.insert(files).values({ id, storageKey: `certificates/${id}.pdf`, purpose: 'certificate', ownerAccountId: accountId, originalName: 'resale.pdf', mime: 'application/pdf', size: 1024 });
  await services.db.insert(accountCertificates).values({ accountId, fileId: id, resellerNumber: 'R-1' });
}

export interface Buyer {
  id: string;
  kind: AccountKind;
  token: string;
  mode: string;
  companyId: string | null;
}

/** A signed-in buyer: a designer of a company of its own (certificate on file unless said otherwise), or an FFD shopper. */
export async function buyer(services: Services, email: string, options: { kind?: AccountKind; certificate?: boolean; password?: null } = {}): Promise<Buyer> {
  const kind = options.kind ?? 'designer';
  const trade = kind === 'designer' || kind === 'dealer';
  const account = await createAccount(services, { kind, email, companyName: trade ? `${email} studio` : undefined, password: null });
  if (trade && options.certificate !== false) await putCertificateOnFile(services, account.id);
  const { token } = await openSession(services, { id: account.id, kind }, kind === 'ffd_shopper' ? 'ol' : 'hom');
  const [row] = await services.db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.id, account.id));
  return { id: account.id, kind, token, mode: kind === 'customer' ? 'mibd_customer' : 'mibd_designer', companyId: row?.companyId ?? null };
}

export async function addToCart(api: TestApi, who: Buyer, sku: string, number: number): Promise<void> {
  const res = await api.call(CART_CALLS.add, { body: { sku_number: sku, number }, token: who.token, mode: who.mode });
  if (res.err !== 200) throw new Error(`add ${sku}: ${res.errmsg}`);
}

export async function cardToken(api: TestApi, who: Buyer, number: string): Promise<string> {
  const res = await api.call(PAYMENT_CALLS.tokenizeCard, { body: { number, exp_month: 12, exp_year: 2030, cvc: '123' }, token: who.token, mode: who.mode });
  if (res.err !== 200) throw new Error(`tokenize: ${res.errmsg}`);
  return res.val.token;
}

/** Place order with a new checkout attempt (or the one given), a New York address and the sandbox token. */
export function placeOrder(api: TestApi, who: Buyer, token: string, extra: Record<string, unknown> = {}) {
  return api.call(CHECKOUT_CALLS.placeOrder, {
    body: { checkout_id: randomUUID(), address: NY_ADDRESS, contact: CONTACT, shipping_method: 'standard', payment_token: token, ...extra },
    token: who.token,
    mode: who.mode,
  });
}
