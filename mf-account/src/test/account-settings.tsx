/** Test helpers of account settings and the personal center: fixtures built from the contracts' types, and the pages mounted as the shell mounts them. */
import {
  ACCOUNT_CALLS,
  IDENTITY_CALLS,
  createApiClient,
  fileReadUrl,
  routeById,
  type AccountProfile,
  type BillAddress,
  type Brand,
  type Certificate,
  type RouteId,
  type SessionSnapshot,
  type ShellProps,
  type ToastKind,
  type UserInfo,
} from '@storefront/contracts';
import { matchedRoute, mock, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PAGES as SETTINGS_PAGES } from '../features/account-settings';
import { PAGES as CENTER_PAGES } from '../features/personal-center';

export type User = ReturnType<typeof userEvent.setup>;

const USER = { userId: 'u1', firstName: 'Dana', lastName: 'Reyes', email: 'dana@studio.test', headImg: null };
const DESIGNER_ROLES = ['home', 'favorites', 'mode', 'shopping_cart', 'designer_project', 'customers', 'hom_msrp', 'ca_msrp', 'designer_price', 'order', 'settle_accounts'];

/** A designer in designer mode. */
export const designerSession: SessionSnapshot = { ...visitorSession, token: 'token-1', mode: 'mibd_designer', roles: DESIGNER_ROLES, user: USER };
/** The designer in browsing mode: no projects. */
export const browsingSession: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: ['home', 'favorites', 'mode', 'AI_customer_service_page_entrance', 'AI_design_scheme_list'] };
/** The designer on the luxury brand, whose role list holds My Visualizations. */
export const visualizingSession: SessionSnapshot = { ...designerSession, roles: [...DESIGNER_ROLES, 'AI_customer_service_page_entrance', 'AI_design_scheme_list'] };
/** An invited customer. */
export const customerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-2',
  mode: 'mibd_customer',
  roles: ['home', 'navigation_logo', 'brand_menu', 'hom_msrp', 'favorites', 'designer_project'],
  user: { userId: 'c1', firstName: 'Avery', lastName: 'Stone', email: 'avery@clients.test', headImg: null },
};
/** An outlet shopper (FFD). */
export const shopperSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-3',
  mode: 'mibd_designer',
  roles: ['home', 'navigation_logo', 'shopping_cart', 'settle_accounts', 'order'],
  user: { userId: 's1', firstName: 'Shay', lastName: 'Park', email: 'shay@outlet.test', headImg: null },
};

let serial = 0;
export function newId(): string {
  serial += 1;
  return `00000000-0000-4000-a000-${String(serial).padStart(12, '0')}`;
}

export function profileOf(extra: Partial<AccountProfile> = {}): AccountProfile {
  return {
    user_id: 'u1',
    kind: 'designer',
    first_name: 'Dana',
    last_name: 'Reyes',
    email: 'dana@studio.test',
    phone: '2125550100',
    head_img: '',
    about_me: '',
    tier: 'Gold',
    price_label: 'Retail 50/20',
    ...extra,
  };
}

export function userInfoOf(extra: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 'u1',
    kind: 'designer',
    state: 'activated',
    username: 'dana@studio.test',
    user_first_name: 'Dana',
    user_last_name: 'Reyes',
    user_email: 'dana@studio.test',
    phone: '2125550100',
    head_img: '',
    company: { id: 'co1', name: 'Studio One' },
    mode: 'mibd_designer',
    agent_code: null,
    rowe_bound: false,
    ...extra,
  };
}

export function billAddressOf(street: string, extra: Partial<BillAddress> = {}): BillAddress {
  return {
    id: newId(),
    first_name: 'Dana',
    last_name: 'Reyes',
    company: 'Studio One',
    street_address: street,
    apartment: '',
    city: 'New York',
    country: 'US',
    state: 'NY',
    postal: '10016',
    phone: '2125550100',
    is_default: false,
    updated_at: '2025-03-05T12:00:00.000Z',
    ...extra,
  };
}

export function certificateOf(name: string, extra: Partial<Certificate> = {}): Certificate {
  const fileId = newId();
  const filename = `Newcache_2_${fileId}.${name.endsWith('.pdf') ? 'pdf' : 'jpg'}`;
  return {
    id: newId(),
    file_id: fileId,
    filename,
    url: fileReadUrl(filename),
    name,
    mime: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
    size: 240_000,
    reseller_number: '',
    state_of_registration: '',
    sales_tax_number: '',
    source: 'settings',
    created_at: '2025-03-05T12:00:00.000Z',
    ...extra,
  };
}

/** The answers every settings page asks first: the profile, and the user info the account verification reads. */
export function accountHandlers(profile: AccountProfile = profileOf()) {
  return [mock(ACCOUNT_CALLS.profile, profile), mock(IDENTITY_CALLS.userInfo, userInfoOf({ kind: profile.kind, user_email: profile.email, phone: profile.phone }))];
}

export interface Mounted {
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
  user: User;
  /** How often the page asked the shell to read the user again. */
  userRefreshes: number;
}

type PageRoute = 'accountSettings' | 'accountInformation' | 'personalCenter';
const lifecycles = defineRemote({ owner: 'mf-account', pages: pagesFor('mf-account', { ...SETTINGS_PAGES, ...CENTER_PAGES }) });
const MOUNTED: Array<() => Promise<void>> = [];

/** Mounts the page of a route with a brand, query and session, with a real api client (answered by msw). */
export async function mountPage(
  routeId: PageRoute,
  { query = {}, session = designerSession, brand = 'HOM' }: { query?: Record<string, string>; session?: SessionSnapshot; brand?: Brand } = {},
): Promise<Mounted> {
  const record: Mounted = { toasts: [], visited: [], user: userEvent.setup(), userRefreshes: 0 };
  const props: ShellProps = testShellProps({
    brand,
    session,
    api: createApiClient({ brand, session: () => session }),
    toasts: { show: (t) => record.toasts.push(t) },
    navigate: (to) => record.visited.push(to),
    route: matchedRoute(routeId as RouteId, { query, path: routeById(routeId).paths[0] }),
  });
  props.account = { ...props.account, refreshUser: async () => void (record.userRefreshes += 1) };
  const mounted = await mountLifecycles(lifecycles, props);
  MOUNTED.push(mounted.unmount);
  // The page's code loads lazily, as it does in the browser.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountAll(): Promise<void> {
  while (MOUNTED.length) await MOUNTED.pop()!();
}

/** A field by its label (an input, not its reveal button). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input, textarea' });

/** Types into a field the quick way (a paste) and leaves it. */
export async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Picks an option of a react-aria Select by its label. */
export async function choose(user: User, label: string, option: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await user.click(screen.getByRole('button', { name: new RegExp(escaped) }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Opens a tab of the settings by its name. */
export async function openTab(user: User, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** A picture or document as the file picker gives it (its size made up when a large one is needed). */
export function fileOf(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}
