/** Test helpers of checkout: the page mounted at its route as the shell mounts it, and the api's answers built from the contracts' types. */
import {
  ACCOUNT_CALLS,
  CART_CALLS,
  CHECKOUT_CALLS,
  COUNTRIES,
  DISTRICTS,
  PAYMENT_CALLS,
  SHIPPING_METHODS,
  cartBadgeCount,
  createApiClient,
  createEventBus,
  orderTerms,
  routeById,
  type Brand,
  type CartLine,
  type CheckoutSummaryResponse,
  type Funding,
  type PaymentConfigResponse,
  type PaymentMethodResponse,
  type RouteId,
  type SessionSnapshot,
  type ShippingCostResponse,
  type ShippingMethod,
} from '@storefront/contracts';
import { matchedRoute, mock, ok, on, testShellProps } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import type { ElementType } from 'react';
import { cartLine, certificateOnFile, designerSession, preCheck } from './cart';

export type User = ReturnType<typeof userEvent.setup>;

export interface Mounted {
  visited: string[];
  cartCounts: number[];
}

const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts a page of checkout at its route, with a real api client (answered by msw). */
export async function mountAt(
  routeId: RouteId,
  Page: ElementType,
  { session = designerSession, brand = 'HOM', query = { isCart: '1', u: '8f3a21c9' } }: { session?: SessionSnapshot; brand?: Brand; query?: Record<string, string> } = {},
): Promise<Mounted> {
  const events = createEventBus(new EventTarget());
  const record: Mounted = { visited: [], cartCounts: [] };
  events.on('cart:changed', ({ count }) => record.cartCounts.push(count));
  const props = testShellProps({
    brand,
    session,
    events,
    api: createApiClient({ brand, session: () => session }),
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId, { query, path: routeById(routeId).paths[0] }),
  });
  const pages = { [routeId]: Page } as unknown as PageMap<'mf-cart-checkout'>;
  const mounted = await mountLifecycles(defineRemote({ owner: 'mf-cart-checkout', pages }), props);
  MOUNTED.push(mounted.unmount);
  return record;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}

/** Shipping as the api's rules price it: per method, the first unit and each further one (standard $149 + $49). */
const RATES: Record<ShippingMethod, [number, number]> = { standard: [149, 49], white_glove: [299, 99] };
export function shippingOf(method: ShippingMethod, units: number): number {
  const [first, next] = RATES[method];
  return first + next * (units - 1);
}

export function costsOf(units: number, chosen: ShippingMethod = 'standard'): ShippingCostResponse {
  const methods = SHIPPING_METHODS.map((m) => ({ key: m.key as ShippingMethod, value: m.value, cost: shippingOf(m.key as ShippingMethod, units) }));
  return { shipping_method: chosen, cost: methods.find((m) => m.key === chosen)!.cost, methods };
}

/** The summary the api answers for lines at designer price: the designer's 50% and the card fee of a credit card. */
export function summaryOf(
  lines: CartLine[],
  { method = 'standard', funding = null, discount = 0, coupon = null, deposit = true }: { method?: ShippingMethod; funding?: Funding | null; discount?: number; coupon?: string | null; deposit?: boolean } = {},
): CheckoutSummaryResponse {
  const units = lines.reduce((n, l) => n + l.count, 0);
  const subtotal = lines.reduce((sum, l) => sum + (l.designer_price ?? 0) * l.count, 0);
  const shipping = shippingOf(method, units);
  const total = subtotal - discount + shipping;
  const terms = orderTerms(Math.round(total * 100), funding, deposit);
  return {
    list: lines.map((l) => ({ sku_number: l.sku_number, name: l.name, brand_id: l.brand_id, customizable_type: l.customizable_type, count: l.count, price: l.designer_price ?? 0, amount: (l.designer_price ?? 0) * l.count })),
    subtotal,
    coupon_code: coupon,
    discount,
    shipping_method: method,
    shipping,
    total,
    deposit_percent: deposit ? 50 : 100,
    due_now: terms.dueNowCents / 100,
    card_fee_percent: funding === 'credit' ? 3 : 0,
    card_fee: terms.cardFeeCents / 100,
    charge: terms.chargeCents / 100,
    balance: terms.balanceCents / 100,
  };
}

export const SANDBOX: PaymentConfigResponse = {
  provider: 'sandbox',
  publishable_key: '',
  hosted_payment_script_url: '',
  ach_script_url: '',
  card_fee_percent: 3,
  deposit_percent: 50,
};

export function cardMethod(funding: Funding, last4: string, brand = 'visa'): PaymentMethodResponse {
  return { token: `tok_${funding}_${last4}`, method: 'card', brand, funding, last4, exp_month: 4, exp_year: 2030 };
}

export interface Calls {
  summary: Array<Record<string, unknown>>;
  shippingCost: Array<Record<string, unknown>>;
  placeOrder: Array<Record<string, unknown>>;
  stateCountry: Array<Record<string, unknown>>;
}

/**
 * Answers checkout's calls for a cart of `lines` as the api does (a certificate on file, no saved address, the
 * sandbox processor), recording every body; tests replace single answers with server.use.
 */
export function answerCheckout(server: SetupServer, lines: CartLine[]): Calls {
  const calls: Calls = { summary: [], shippingCost: [], placeOrder: [], stateCountry: [] };
  const units = lines.reduce((n, l) => n + l.count, 0);
  server.use(
    mock(CHECKOUT_CALLS.preCheck, preCheck(lines, [certificateOnFile()])),
    mock(CART_CALLS.list, { list: [], count: cartBadgeCount([]) }),
    on(ACCOUNT_CALLS.addressList, () => ok({ list: [], max: 10 })),
    on(CHECKOUT_CALLS.stateCountry, async ({ request }) => {
      const body = (await request.json()) as { country?: string };
      calls.stateCountry.push(body);
      return ok({ country: COUNTRIES, state: DISTRICTS[body.country ?? 'US'] ?? [], shipping_methods: SHIPPING_METHODS });
    }),
    on(CHECKOUT_CALLS.shippingCost, async ({ request }) => {
      calls.shippingCost.push((await request.json()) as Record<string, unknown>);
      return ok(costsOf(units));
    }),
    on(CHECKOUT_CALLS.summary, async ({ request }) => {
      const body = (await request.json()) as { shipping_method: ShippingMethod; funding?: Funding | null };
      calls.summary.push(body as unknown as Record<string, unknown>);
      return ok(summaryOf(lines, { method: body.shipping_method, funding: body.funding ?? null }));
    }),
    mock(PAYMENT_CALLS.config, SANDBOX),
  );
  return calls;
}

/** The designer's cart: two lines of two brands. */
export function twoLines(): CartLine[] {
  return [cartLine('Marlowe Sofa', 'CA-1001', { designer_price: 1000 }), cartLine('Harbor Side Table', 'JC-2002', { brand_id: 'jc', designer_price: 450, count: 2 })];
}

export function field(label: string | RegExp): HTMLElement {
  return screen.getByRole('textbox', { name: label });
}

export async function fill(user: User, label: string | RegExp, text: string) {
  const input = field(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

/** Picks an option of a select list by its label. */
export async function choose(user: User, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

/** Fills step 1 with a New York address (the contact comes prefilled from the signed-in designer, but for the phone). */
export async function fillShipping(user: User) {
  await fill(user, 'Full name', 'Dana Designer');
  await fill(user, 'Street address', '200 Lexington Ave');
  await fill(user, 'City', 'New York');
  await choose(user, 'State', 'New York');
  await fill(user, 'Postal code', '10016');
  await fill(user, 'Phone', '2125550100');
}
