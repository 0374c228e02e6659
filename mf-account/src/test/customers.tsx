/** Test helpers of mode and customer selection: pages and dialog bodies mounted as the shell mounts them, with msw answers. */
import {
  createApiClient,
  CUSTOMER_CALLS,
  routeById,
  type Customer,
  type DialogKind,
  type Mode,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { matchedRoute, ok, on, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { SetupServer } from 'msw/node';
import type { ElementType } from 'react';

export { visitorSession };
export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'customers', 'designer_price'],
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

const IDS = new Map<string, string>();

/** A customer with an id of its own, the same for the same name. */
export function customer(first: string, last: string, extra: Partial<Customer> = {}): Customer {
  const key = `${first} ${last}`;
  if (!IDS.has(key)) IDS.set(key, `00000000-0000-4000-8000-${String(IDS.size + 1).padStart(12, '0')}`);
  const id = IDS.get(key)!;
  return {
    id,
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@clients.test`,
    phone: '',
    street_address: '',
    city: '',
    state: '',
    postal: '',
    country: '',
    ...extra,
  };
}

export const avery = customer('Avery', 'Stone');
export const blake = customer('Blake', 'Rivers', { email: 'blake@studio-clients.test' });
export const casey = customer('Casey', 'Morgan');

/** Answers the customer list on `server`, narrowed by the search like the api; returns every search sent. */
export function answerCustomerList(server: SetupServer, all: Customer[] = [avery, blake, casey]): string[] {
  const searches: string[] = [];
  server.use(
    on(CUSTOMER_CALLS.list, async ({ request }) => {
      const search = String(((await request.json()) as { search?: string }).search ?? '');
      searches.push(search);
      const list = all.filter((c) => `${c.name} ${c.email}`.toLowerCase().includes(search.toLowerCase()));
      return ok({ list, total: list.length });
    }),
  );
  return searches;
}

export interface Mounted {
  toasts: Array<{ kind: string; message: string }>;
  visited: string[];
  switched: Mode[];
  selected: Array<{ id: string; name: string } | null>;
  opened: Array<{ kind: DialogKind; payload: Record<string, unknown> | undefined }>;
  closed: number;
}

const MOUNTED: Array<() => Promise<void>> = [];

function recorder(session: SessionSnapshot, onSwitch?: (mode: Mode) => Promise<void>, api?: ShellProps['api']) {
  const record: Mounted = { toasts: [], visited: [], switched: [], selected: [], opened: [], closed: 0 };
  const props = (extra: Partial<ShellProps>): ShellProps =>
    testShellProps({
      session,
      api: api ?? createApiClient({ brand: 'HOM', session: () => session }),
      toasts: { show: (t) => record.toasts.push(t) },
      navigate: (to) => record.visited.push(to),
      dialogs: {
        open: (kind, payload) => record.opened.push({ kind, payload }),
        close: () => (record.closed += 1),
        confirm: async () => false,
      },
      account: {
        signIn: async () => undefined,
        signOut: async () => undefined,
        switchMode: async (mode) => {
          record.switched.push(mode);
          await onSwitch?.(mode);
        },
        selectCustomer: (c) => record.selected.push(c),
        refreshRoles: async () => undefined,
      },
      ...extra,
    });
  return { record, props };
}

/** Mounts a page of this group at a route with a query. */
export async function mountPage(
  Page: ElementType,
  routeId: 'selectMode' | 'selectCustomer' | 'createCustomer',
  {
    query = {},
    session = designerSession,
    onSwitch,
    api,
  }: { query?: Record<string, string>; session?: SessionSnapshot; onSwitch?: (mode: Mode) => Promise<void>; api?: ShellProps['api'] } = {},
): Promise<Mounted> {
  const { record, props } = recorder(session, onSwitch, api);
  const pages = { [routeId]: Page } as unknown as PageMap<'mf-account'>;
  const lifecycles = defineRemote({ owner: 'mf-account', pages });
  const mounted = await mountLifecycles(lifecycles, props({ route: matchedRoute(routeId, { query, path: routeById(routeId).paths[0] }) }));
  MOUNTED.push(mounted.unmount);
  return record;
}

type Lifecycles = Parameters<typeof mountLifecycles>[0];

/** Mounts a dialog body of this remote (from its dialog lifecycles) with a payload. */
export async function mountDialog(
  lifecycles: Lifecycles,
  kind: DialogKind,
  { payload = {}, session = designerSession }: { payload?: Record<string, unknown>; session?: SessionSnapshot } = {},
): Promise<Mounted> {
  const { record, props } = recorder(session);
  const mounted = await mountLifecycles(lifecycles, { ...props({}), dialog: { kind, payload, close: () => (record.closed += 1) } });
  MOUNTED.push(mounted.unmount);
  return record;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
