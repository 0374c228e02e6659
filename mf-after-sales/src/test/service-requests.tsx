/** Test helpers of the service request pages: requests built from the contracts' types, and the pages mounted as the shell mounts them. */
import {
  SERVICE_STATE_LABELS,
  createApiClient,
  routeById,
  type Brand,
  type ServiceRequestDetail,
  type ServiceState,
  type ServiceableItem,
  type SessionSnapshot,
  type ShellProps,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES } from '../features/service-requests';
import { designerSession, signedReadUrl } from './forms';

export { designerSession, visitorSession };
export type User = ReturnType<typeof userEvent.setup>;

let serial = 0;
/** A uuid of its own for each fixture. */
export function newId(): string {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
}

/** A delivered order line as the serviceable items call answers it. */
export function itemOf(order: string, sku: string, name: string, extra: Partial<ServiceableItem> = {}): ServiceableItem {
  return {
    order_id: `order-${order}`,
    order_number: order,
    order_date: '2026-10-02T15:30:00.000Z',
    item_id: newId(),
    sku_number: sku,
    name,
    brand_id: 'ca',
    count: 1,
    delivered_at: '2026-10-20T12:00:00.000Z',
    open_request: null,
    ...extra,
  };
}

/** An uploaded file of purpose `service` as the api describes it. */
export function storedFile(id: string) {
  const filename = `Newcache_2_${id}.jpg`;
  return { file_id: id, filename, url: signedReadUrl(filename) };
}

/** One request as the detail call answers it, at `state`, with its steps. */
export function requestOf(state: ServiceState, extra: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail {
  const steps: ServiceState[] = state === 'submitted' ? ['submitted'] : ['submitted', 'waiting_review', 'approved', state];
  return {
    id: newId(),
    reference: 'AS100001',
    order_number: 'SO100001',
    item_id: newId(),
    sku_number: 'CA-1001',
    item_name: 'Marlowe Sofa',
    state,
    state_label: SERVICE_STATE_LABELS[state],
    created_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-03T10:00:00.000Z',
    description: 'The left leg is cracked.',
    photos: [storedFile(newId())],
    repair_files: [],
    repair_amount: null,
    can_upload_repair: state === 'repair_chosen',
    events: steps.map((s, i) => ({
      state: s,
      state_label: SERVICE_STATE_LABELS[s],
      note: s === 'repair_chosen' ? 'Please have it repaired locally.' : '',
      at: `2026-11-0${i + 2}T10:00:00.000Z`,
      by: i === 0 ? ('designer' as const) : ('staff' as const),
    })),
    ...extra,
  };
}

/** A picked file of a type and size. */
export function photoOf(name: string, type = 'image/jpeg', size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export interface Mounted {
  user: User;
  visited: string[];
  toasts: string[];
}

type ServiceRoute = 'uploadAfterSales' | 'afterSalesRecords' | 'uploadRepair';
const lifecycles = defineRemote({ owner: 'mf-after-sales', pages: pagesFor('mf-after-sales', PAGES) });
const MOUNTED: Array<() => Promise<void>> = [];

const queryOf = (to: string): Record<string, string> => Object.fromEntries(new URL(to, 'http://localhost').searchParams.entries());

/**
 * Mounts a page at its route with a real api client (answered by msw). Going to another address of the same page
 * updates the route as the shell does (the query changes, the page stays).
 */
export async function mountService(
  routeId: ServiceRoute,
  { query = {}, session = designerSession, brand = 'HOM' }: { query?: Record<string, string>; session?: SessionSnapshot; brand?: Brand } = {},
): Promise<Mounted> {
  const record: Mounted = { user: userEvent.setup(), visited: [], toasts: [] };
  const path = routeById(routeId).paths[0]!;
  const propsAt = (q: Record<string, string>): ShellProps =>
    testShellProps({
      brand,
      session,
      api: createApiClient({ brand, session: () => session }),
      toasts: { show: (t) => record.toasts.push(t.message) },
      navigate: (to) => {
        record.visited.push(to);
        if (new URL(to, 'http://localhost').pathname === path) void mounted.update(propsAt(queryOf(to)));
      },
      route: matchedRoute(routeId, { query: q, path }),
    });
  const mounted = await mountLifecycles(lifecycles, propsAt(query));
  MOUNTED.push(mounted.unmount);
  // The page's code loads lazily, as it does in the browser.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountAll(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}
