/** Test helpers of the client agent's pages: carts and links built from the contracts' types, and the pages mounted as the shell mounts them. */
import { createApiClient, routeById, type AgentCartLine, type AgentCartResponse, type PayLinkResponse, type RouteId, type SessionSnapshot, type ShellProps } from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES } from '../features/client-agent';
import { designerSession, type User } from './orders';

export { visitorSession, designerSession };

/** The demo client agent, signed in (the shell read the agent's id and code from userInfo). */
export const agentSession: SessionSnapshot = {
  ...designerSession,
  roles: ['home', 'navigation_logo', 'brand_menu', 'msrp', 'designer_price', 'shopping_cart', 'order', 'customers', 'client_agent'],
  user: { userId: 'uid-agent', firstName: 'Avery', lastName: 'Agent', email: 'agent@storefront.test', headImg: null },
  clientAgent: { id: 'agent-1', code: 'AGENT-1001' },
};

export const CUSTOMER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export function agentLine(sku: string, name: string, count: number, price: number): AgentCartLine {
  return {
    id: `line-${sku}`,
    image: `/img/${sku}.jpg`,
    name,
    sku_number: sku,
    brand_id: 'ca',
    customizable_type: 0,
    status: '1',
    count,
    stock_tag: 'in_stock',
    price,
    amount: price * count,
  } as AgentCartLine;
}

export function agentCart(lines: AgentCartLine[] = [], extra: Partial<AgentCartResponse> = {}): AgentCartResponse {
  return {
    customer: { id: CUSTOMER_ID, name: 'Casey Morgan', email: 'casey@home.test', phone: '2125550199', street_address: '200 Park Avenue South', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
    list: lines,
    count: lines.reduce((n, l) => n + l.count, 0),
    subtotal: lines.reduce((n, l) => n + l.amount, 0),
    open_link: null,
    ...extra,
  };
}

export function payLink(extra: Partial<PayLinkResponse> = {}): PayLinkResponse {
  return {
    reference: 'PL100001',
    customer_name: 'Casey Morgan',
    lines: [{ sku_number: 'CA-SOFA', name: 'Harlow Sofa', count: 2, price: 2000, amount: 4000 }],
    subtotal: 4000,
    shipping: 150,
    total: 4150,
    shipping_address: { full_name: 'Casey Morgan', company: '', street_address: '200 Park Avenue South', apartment: '', city: 'New York', state: 'NY', postal: '10016', country: 'US' },
    expires_at: '2026-03-08T16:30:00.000Z',
    card_fee_percent: 3,
    ...extra,
  };
}

const lifecycles = defineRemote({ owner: 'mf-cart-checkout', pages: pagesFor('mf-cart-checkout', PAGES) });
const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts a client-agent page at its route with a real api client (answered by msw). */
export async function mountAgentPage(
  routeId: 'clientAgent' | 'CSRPayment' | 'clientPay',
  query: Record<string, string>,
  session: SessionSnapshot = agentSession,
): Promise<{ user: User; visited: string[]; served: Array<{ id: string; name: string } | null>; props: ShellProps }> {
  const record = { user: userEvent.setup(), visited: [] as string[], served: [] as Array<{ id: string; name: string } | null> };
  const path = routeById(routeId).paths[0]!;
  const props: ShellProps = testShellProps({
    brand: 'HOM',
    session,
    api: createApiClient({ brand: 'HOM', session: () => session }),
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId as RouteId, { query, path }),
  });
  props.account = { ...props.account, selectCustomer: (customer) => record.served.push(customer) };
  const mounted = await mountLifecycles(lifecycles, props);
  MOUNTED.push(mounted.unmount);
  if (session.clientAgent || routeId === 'clientPay') await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { ...record, props };
}

export async function unmountAgentPages(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}
