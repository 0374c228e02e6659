/** Test helpers of the customer book and My Designer: fixtures built from the contracts' types, the pages mounted as the shell mounts them. */
import {
  createApiClient,
  INVITATION_VALID_DAYS,
  routeById,
  type Customer,
  type CustomerDetailResponse,
  type CustomerInvitation,
  type DesignerInfo,
  type SessionSnapshot,
  type ToastKind,
} from '@storefront/contracts';
import { matchedRoute, testShellProps } from '@storefront/contracts/testing';
import { defineRemote, type PageMap } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import type { ElementType } from 'react';

export { avery, blake, casey, customer } from './customers';
export { browsingSession, clientSession, customerSession, designerSession, favorite, projectSummary } from './projects';

const DAY = 86_400_000;

/** A customer never invited. */
export const notInvited: CustomerInvitation = { state: 'not_invited', sent_at: null, expires_at: null, activated_at: null };

/** An invitation sent `sentAt`, valid 3 days from then. */
export function invited(sentAt = new Date(Date.now() - 3_600_000).toISOString()): CustomerInvitation {
  return { state: 'invited', sent_at: sentAt, expires_at: new Date(Date.parse(sentAt) + INVITATION_VALID_DAYS * DAY).toISOString(), activated_at: null };
}

/** An invitation accepted: the customer's account is active. */
export function active(activatedAt = '2025-03-06T15:30:00.000Z'): CustomerInvitation {
  return { state: 'active', sent_at: '2025-03-05T12:00:00.000Z', expires_at: null, activated_at: activatedAt };
}

export function detailOf(customer: Customer, invitation: CustomerInvitation = notInvited): CustomerDetailResponse {
  return { customer, invitation };
}

export const dana: DesignerInfo = { name: 'Dana Designer', img: '/files/read?filename=dana.jpg', email: 'dana@studio.test', phone_number: '(212) 555-0100' };

export interface Mounted {
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
}

const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts a page of the customer book at its route with a query, with a real api client (answered by msw). */
export async function mountPage(
  Page: ElementType,
  routeId: 'customerFavourite' | 'myDesigner',
  { query = {}, session }: { query?: Record<string, string>; session: SessionSnapshot },
): Promise<Mounted> {
  const record: Mounted = { toasts: [], visited: [] };
  const props = testShellProps({
    session,
    api: createApiClient({ brand: 'HOM', session: () => session }),
    toasts: { show: (t) => record.toasts.push(t) },
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId, { query, path: routeById(routeId).paths[0] }),
  });
  const pages = { [routeId]: Page } as unknown as PageMap<'mf-account'>;
  const mounted = await mountLifecycles(defineRemote({ owner: 'mf-account', pages }), props);
  MOUNTED.push(mounted.unmount);
  return record;
}

export async function unmountAll(): Promise<void> {
  for (const unmount of MOUNTED.splice(0)) await unmount();
}
