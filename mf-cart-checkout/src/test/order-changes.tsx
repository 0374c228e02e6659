/** Test helpers of the order-change pages: change records built from the contracts' types, and the pages mounted as the shell mounts them. */
import {
  ORDER_CHANGE_KIND_LABELS,
  ORDER_CHANGE_STATE_LABELS,
  createApiClient,
  routeById,
  type ChangeRecord,
  type OrderChangeKind,
  type OrderChangeState,
  type RouteId,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';

export { visitorSession };
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES } from '../features/order-changes';
import { designerSession, newId, type User } from './orders';

/** A change record as the list call answers it. */
export function changeRecord(serial: number, kind: OrderChangeKind, state: OrderChangeState, extra: Partial<ChangeRecord> = {}): ChangeRecord {
  return {
    id: newId(),
    reference: `OC${serial}`,
    order_number: 'SO100001',
    kind,
    kind_label: ORDER_CHANGE_KIND_LABELS[kind],
    state,
    state_label: ORDER_CHANGE_STATE_LABELS[state],
    date: '2026-03-05T16:00:00.000Z',
    updated: '2026-03-05T16:00:00.000Z',
    summary: '1 Fifth Avenue, New York NY 10003, US',
    address: null,
    contact: null,
    lines: [],
    reason: null,
    extra: 0,
    refund: 0,
    pay_expires_at: null,
    can_withdraw: state === 'in_review',
    note: '',
    ...extra,
  };
}

const lifecycles = defineRemote({ owner: 'mf-cart-checkout', pages: pagesFor('mf-cart-checkout', PAGES) });
const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts an order-change page at its route with a real api client (answered by msw). */
export async function mountChangePage(
  routeId: 'changeNumber' | 'supplementaryBuy' | 'supPayment',
  query: Record<string, string>,
  session: SessionSnapshot = designerSession,
): Promise<{ user: User; visited: string[] }> {
  const record = { user: userEvent.setup(), visited: [] as string[] };
  const path = routeById(routeId).paths[0]!;
  const props: ShellProps = testShellProps({
    brand: 'HOM',
    session,
    api: createApiClient({ brand: 'HOM', session: () => session }),
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId as RouteId, { query, path }),
  });
  const mounted = await mountLifecycles(lifecycles, props);
  MOUNTED.push(mounted.unmount);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountChangePages(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}
