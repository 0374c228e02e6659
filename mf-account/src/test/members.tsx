/** Test helpers of the members page: fixtures built from the contracts' types, and the page mounted as the shell mounts it. */
import {
  createApiClient,
  createEventBus,
  routeById,
  type Member,
  type MemberListResponse,
  type MemberReceiver,
  type SessionSnapshot,
  type ShellProps,
  type ToastKind,
} from '@storefront/contracts';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

const USER = { userId: '00000000-0000-4000-a000-000000000001', firstName: 'Dana', lastName: 'Whitfield', email: 'dana@whitfield.test', headImg: null };

/** The company's designer in designer mode: holds `sub_accounts`. */
export const adminSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'designer_price', 'order', 'settle_accounts', 'sub_accounts'],
  user: USER,
};

/** The same designer in browsing mode: no `sub_accounts`. */
export const browsingAdminSession: SessionSnapshot = { ...adminSession, mode: 'mibd_safe', roles: ['home', 'favorites', 'mode'] };

let serial = 100;
/** A uuid of its own for each fixture. */
function newId(): string {
  serial += 1;
  return `00000000-0000-4000-a000-${String(serial).padStart(12, '0')}`;
}

/** A member as the api answers it. */
export function member(first: string, last: string, extra: Partial<Member> = {}): Member {
  return {
    id: newId(),
    type: 'sub_account',
    account: `${first.toLowerCase()}@whitfield.test`,
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    status: 'activated',
    invited_at: '2025-03-05T15:30:00.000Z',
    activated_at: '2025-03-06T10:00:00.000Z',
    closed_at: null,
    ...extra,
  };
}

/** The designer as a receiver of a closed member's customers and projects. */
export const adminReceiver: MemberReceiver = { id: USER.userId, type: 'designer', account: USER.email, name: 'Dana Whitfield' };

export function receiverOf(m: Member): MemberReceiver {
  return { id: m.id, type: m.type, account: m.account, name: m.name };
}

/** The list answer for `members`: seats counted as the api counts them (the designer and every member not closed). */
export function listOf(members: Member[], max = 5): MemberListResponse {
  return {
    list: members,
    max_active_accounts: max,
    active_accounts: 1 + members.filter((m) => m.status !== 'closed').length,
    receivers: [adminReceiver, ...members.filter((m) => m.status === 'activated').map(receiverOf)],
  };
}

export interface Mounted {
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
}

const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts the members page at /subAccountManagement with a real api client (answered by msw). */
export async function mountMembers(Page: ElementType, { session = adminSession }: { session?: SessionSnapshot } = {}): Promise<Mounted> {
  const record: Mounted = { toasts: [], visited: [] };
  const brand = 'HOM';
  const props: ShellProps = testShellProps({
    brand,
    session,
    events: createEventBus(new EventTarget()),
    api: createApiClient({ brand, session: () => session }),
    toasts: { show: (t) => record.toasts.push(t) },
    navigate: (to) => record.visited.push(to),
    route: matchedRoute('subAccountManagement', { path: routeById('subAccountManagement').paths[0] }),
  });
  const pages = { subAccountManagement: Page } as unknown as PageMap<'mf-account'>;
  const mounted = await mountLifecycles(defineRemote({ owner: 'mf-account', pages }), props);
  MOUNTED.push(mounted.unmount);
  return record;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
