/** Test helpers of the after-sales desk: staff items built from the contracts' types, and the page mounted as the shell mounts it. */
import {
  CLAIM_MOVES,
  CLAIM_STATE_LABELS,
  SERVICE_STATE_LABELS,
  createApiClient,
  routeById,
  serviceNextStates,
  type ClaimState,
  type ClaimStaffDetail,
  type ClaimStaffSummary,
  type ServiceStaffDetail,
  type ServiceStaffSummary,
  type ServiceState,
  type SessionSnapshot,
} from '@storefront/contracts';
import { matchedRoute, testShellProps } from '@storefront/contracts/testing';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES } from '../features/after-sales-desk';
import { designerSession, signedReadUrl } from './forms';

export { designerSession };

/** The demo client agent, signed in. */
export const agentSession: SessionSnapshot = {
  ...designerSession,
  roles: ['home'],
  user: { userId: 'uid-agent-1', firstName: 'Avery', lastName: 'Agent', email: 'agent@storefront.test', headImg: null },
  clientAgent: { id: 'agent-1', code: 'AGENT-1001' },
};

let serial = 0;
const newId = () => `00000000-0000-4000-9000-${String((serial += 1)).padStart(12, '0')}`;
const photoOf = (id: string) => {
  const filename = `Newcache_2_${id}.jpg`;
  return { file_id: id, filename, url: signedReadUrl(filename) };
};

/** A service request as the staff detail answers it, at `state`. */
export function staffRequest(state: ServiceState, extra: Partial<ServiceStaffDetail> = {}): ServiceStaffDetail {
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
    updated_at: '2026-11-02T10:00:00.000Z',
    description: 'The left leg is cracked.',
    photos: [photoOf(newId())],
    repair_files: [],
    repair_amount: null,
    can_upload_repair: state === 'repair_chosen',
    events: [{ state: 'submitted', state_label: 'Submitted', note: '', at: '2026-11-02T10:00:00.000Z', by: 'designer' }],
    account_name: 'Dana Whitfield',
    account_email: 'designer@storefront.test',
    company: 'Whitfield Interiors',
    next_states: serviceNextStates({ state, hasRepairBill: false }),
    ...extra,
  };
}

/** The list row of a staff request. */
export function requestRow(d: ServiceStaffDetail): ServiceStaffSummary {
  const { description: _d, photos: _p, repair_files: _r, repair_amount: _a, can_upload_repair: _c, events: _e, next_states: _n, ...row } = d;
  return row;
}

/** A claim as the staff detail answers it, at `state`. */
export function staffClaim(state: ClaimState, extra: Partial<ClaimStaffDetail> = {}): ClaimStaffDetail {
  return {
    id: newId(),
    reference: 'CL100001',
    order_number: 'SO100002',
    kind: 'damage',
    kind_label: 'Damage',
    state,
    state_label: CLAIM_STATE_LABELS[state],
    requested_amount: 250,
    date: '2026-11-04T10:00:00.000Z',
    items: [{ item_id: newId(), sku_number: 'RW-3003', name: 'Rowe Bed', quantity: 1 }],
    contact_name: 'Dana Whitfield',
    contact_phone: '2125550142',
    contact_email: 'claims@whitfield.test',
    description: 'The headboard arrived split.',
    photos: [photoOf(newId()), photoOf(newId())],
    staff_note: '',
    updated_at: '2026-11-04T10:00:00.000Z',
    account_name: 'Dana Whitfield',
    account_email: 'designer@storefront.test',
    company: 'Whitfield Interiors',
    events: [{ state: 'submitted', state_label: 'Submitted', note: '', at: '2026-11-04T10:00:00.000Z', by: 'designer' }],
    next_states: CLAIM_MOVES[state].map((s) => ({ state: s, label: CLAIM_STATE_LABELS[s] })),
    ...extra,
  };
}

export function claimRow(d: ClaimStaffDetail): ClaimStaffSummary {
  const { items: _i, contact_name: _n, contact_phone: _p, contact_email: _e, description: _d, photos: _ph, staff_note: _s, updated_at: _u, events: _ev, next_states: _ns, ...row } = d;
  return { ...row, items_text: d.items.map((i) => `${i.sku_number} × ${i.quantity}`).join(', ') };
}

export interface Mounted {
  user: ReturnType<typeof userEvent.setup>;
  visited: string[];
}

const lifecycles = defineRemote({ owner: 'mf-after-sales', pages: pagesFor('mf-after-sales', PAGES) });
const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts /afterSalesDesk with a real api client (answered by msw). */
export async function mountDesk(session: SessionSnapshot = agentSession): Promise<Mounted> {
  const record: Mounted = { user: userEvent.setup(), visited: [] };
  const props = testShellProps({
    brand: 'HOM',
    session,
    api: createApiClient({ brand: 'HOM', session: () => session }),
    navigate: (to) => record.visited.push(to),
    route: matchedRoute('afterSalesDesk', { path: routeById('afterSalesDesk').paths[0] }),
  });
  const mounted = await mountLifecycles(lifecycles, props);
  MOUNTED.push(mounted.unmount);
  // The page's code loads lazily, as it does in the browser.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountAll(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}
