/** Test helpers of the cart page: sessions and lines built from the contracts' types, and the page mounted as the shell mounts it. */
import {
  createApiClient,
  createEventBus,
  fileReadUrl,
  routeById,
  type Brand,
  type CartLine,
  type CartPreCheckResponse,
  type Certificate,
  type CouponQuote,
  type DialogKind,
  type SessionSnapshot,
  type ShellProps,
  type ToastKind,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

const USER = { userId: 'uid-8f3a21c9', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null };

/** A designer in designer mode: designer prices, the cart and checkout. */
export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp', 'designer_price', 'order', 'settle_accounts'],
  user: USER,
};

/** The same designer in client mode: retail prices, a cart to browse, no checkout. */
export const clientSession: SessionSnapshot = {
  ...designerSession,
  mode: 'mibd_communicate',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp'],
};

/** Staff acting for a customer (a client agent id in the session). */
export const agentSession: SessionSnapshot = { ...designerSession, clientAgent: { id: 'agent-1', code: 'code-1' } };

/** The designer in browsing mode: no cart. */
export const browsingSession: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: ['home', 'favorites', 'mode'] };

/** A designer in designer mode whose role has no settle_accounts (a member who may not pay). */
export const noSettleSession: SessionSnapshot = { ...designerSession, roles: designerSession.roles.filter((r) => r !== 'settle_accounts') };

/** An FFD outlet shopper, signed in (the outlet's role: retail prices, the cart and checkout, no customers). */
export const outletSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-3',
  mode: 'mibd_designer',
  roles: ['home', 'navigation_logo', 'shopping_cart', 'settle_accounts', 'order'],
  user: { userId: 'uid-0077aa11', firstName: 'Olive', lastName: 'Outlet', email: 'olive@outlet.test', headImg: null },
};

let serial = 0;
/** A uuid of its own for each fixture. */
export function newId(): string {
  serial += 1;
  return `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`;
}

/** A cart line as designer mode sees it (MSRP, designer, retail prices). */
export function cartLine(name: string, sku: string, extra: Partial<CartLine> = {}): CartLine {
  return {
    id: newId(),
    image: fileReadUrl(`${sku}_1.jpg`, 300),
    name,
    sku_number: sku,
    brand_id: 'ca',
    customizable_type: 0,
    status: '1',
    count: 1,
    stock_tag: 'in_stock',
    msrp_price: 2000,
    designer_price: 1000,
    consumer_price: 1500,
    promotional_price: null,
    ...extra,
  };
}

/** Lines as a mode without designer prices sees them (client mode). */
export function withoutDesignerPrice(lines: CartLine[]): CartLine[] {
  return lines.map(({ designer_price: _designer, ...rest }) => rest);
}

/** An outlet line of the FFD guest cart (no id, cash stock, no prices for a guest). */
export function outletLine(name: string, sku: string, count: number, cashStock: number, extra: Partial<CartLine> = {}): Omit<CartLine, 'id'> {
  const { id: _id, msrp_price: _m, designer_price: _d, consumer_price: _c, promotional_price: _p, ...line } = cartLine(name, sku, { brand_id: 'ol', count, cash_stock: cashStock, ...extra });
  return { ...line, ...extra };
}

export interface Mounted {
  props: ShellProps;
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
  dialogs: Array<{ kind: DialogKind; payload: Record<string, unknown> | undefined }>;
  /** The counts the page told the header (cart:changed). */
  cartCounts: number[];
}

const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts a page of this remote at its route, with a real api client (answered by msw). */
export async function mountPage(
  Page: ElementType,
  { session = designerSession, brand = 'HOM', query = {} }: { session?: SessionSnapshot; brand?: Brand; query?: Record<string, string> } = {},
): Promise<Mounted> {
  const events = createEventBus(new EventTarget());
  const record: Omit<Mounted, 'props'> = { toasts: [], visited: [], dialogs: [], cartCounts: [] };
  events.on('cart:changed', ({ count }) => record.cartCounts.push(count));
  const props: ShellProps = testShellProps({
    brand,
    session,
    events,
    api: createApiClient({ brand, session: () => session }),
    toasts: { show: (t) => record.toasts.push(t) },
    navigate: (to) => record.visited.push(to),
    dialogs: { open: (kind, payload) => record.dialogs.push({ kind, payload }), close: () => undefined, confirm: async () => false },
    route: matchedRoute('cart', { query, path: routeById('cart').paths[0] }),
  });
  const pages = { cart: Page } as unknown as PageMap<'mf-cart-checkout'>;
  const mounted = await mountLifecycles(defineRemote({ owner: 'mf-cart-checkout', pages }), props);
  MOUNTED.push(mounted.unmount);
  return { ...record, props };
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}

/** A reseller certificate on file, as the pre-checkout check lists it. */
export function certificateOnFile(): Certificate {
  return {
    id: newId(),
    file_id: newId(),
    filename: 'certificate.pdf',
    url: fileReadUrl('certificate.pdf', 0),
    name: 'resale-certificate.pdf',
    mime: 'application/pdf',
    size: 120_000,
    reseller_number: 'RS-55120',
    state_of_registration: 'NY',
    sales_tax_number: 'ST-998812',
    source: 'registration',
    created_at: '2026-01-05T12:00:00.000Z',
  };
}

/** The pre-checkout check's answer over some lines: the purchasable ones, their units and subtotal at designer price. */
export function preCheck(lines: CartLine[], certificates: Certificate[], certificateRequired = true): CartPreCheckResponse {
  const kept = lines.filter((l) => l.status === '1');
  return {
    list: certificates,
    has_certificate: certificates.length > 0,
    certificate_required: certificateRequired,
    lines: kept,
    count: kept.reduce((n, l) => n + l.count, 0),
    subtotal: kept.reduce((sum, l) => sum + (l.designer_price ?? 0) * l.count, 0),
  };
}

/** A coupon as the api quotes it on a subtotal. */
export function couponQuoteOf(code: string, subtotal: number, percent: number): CouponQuote {
  const discount = Math.round(subtotal * percent) / 100;
  return { coupon_code: code, kind: 'percent', value: percent, min_subtotal: 0, brand: null, ends_at: Date.UTC(2030, 0, 1), subtotal, discount, total: subtotal - discount };
}
