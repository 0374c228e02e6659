/** Test helpers of registration and account verification: pages mounted as the shell mounts them, answers from msw. */
import { createApiClient, type Brand, type SessionSnapshot } from '@storefront/contracts';
import { defineRemote, pagesFor } from '@storefront/remote-kit';
import { matchedRoute, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { AccountVerification, PAGES } from './index';

export type User = ReturnType<typeof userEvent.setup>;

export const designerSession: SessionSnapshot = {
  ...visitorSession,
  token: 'token-1',
  mode: 'mibd_designer',
  roles: ['home'],
  user: { userId: 'u1', firstName: 'Dana', lastName: 'Designer', email: 'designer@storefront.test', headImg: null },
};

/** The account verification under a page heading, as the account settings show it (there it is a part of a section). */
function VerificationPage() {
  return (
    <>
      <h1>Account settings</h1>
      <Suspense fallback={null}>
        <AccountVerification level={2} />
      </Suspense>
    </>
  );
}

const lifecycles = defineRemote({ owner: 'mf-account', pages: pagesFor('mf-account', { ...PAGES, accountSettings: VerificationPage }) });
const mounted: Array<() => Promise<void>> = [];

export async function mountPage(
  routeId: 'register' | 'accountSettings',
  options: { brand?: Brand; session?: SessionSnapshot; query?: Record<string, string> } = {},
) {
  const session = options.session ?? visitorSession;
  const brand = options.brand ?? 'HOM';
  const record = { visited: [] as string[], signedIn: 0 };
  const props = testShellProps({
    brand,
    session,
    route: matchedRoute(routeId, { query: options.query ?? {} }),
    api: createApiClient({ brand, session: () => session }),
    navigate: (to) => record.visited.push(to),
    account: {
      signIn: async () => {
        record.signedIn += 1;
      },
      signOut: async () => undefined,
      switchMode: async () => undefined,
      selectCustomer: () => undefined,
      refreshRoles: async () => undefined,
    },
  });
  const page = await mountLifecycles(lifecycles, props);
  mounted.push(page.unmount);
  // The page's code loads lazily, as it does in the browser.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return record;
}

export async function unmountAll(): Promise<void> {
  while (mounted.length) await mounted.pop()!();
}

export const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Types into a field the quick way (a paste) and leaves it. */
export async function fill(user: User, name: string, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

/** Picks an option of a react-aria Select by its label. */
export async function choose(user: User, label: string, option: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trigger = screen.getByRole('button', { name: new RegExp(escaped) });
  await user.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Picks a state from the ComboBox by typing part of its name. */
export async function chooseState(user: User, name: string) {
  const input = screen.getByRole('combobox', { name: /^State/ });
  await user.click(input);
  await user.paste(name);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name }));
}

/** Step 1 filled with good values (the code included). */
export async function fillBusiness(user: User, overrides: { business_name?: string } = {}) {
  await fill(user, 'Business Name', overrides.business_name ?? 'Harbor Light Design');
  await choose(user, 'Business Type', 'Interior Designer');
  await choose(user, 'How did you hear about us?', 'Showroom visit');
  await fill(user, 'Street Address', '200 Lexington Ave');
  await fill(user, 'City', 'New York');
  await chooseState(user, 'New York');
  await fill(user, 'Postal Code', '10016');
  await fill(user, 'First Name', 'Avery');
  await fill(user, 'Last Name', 'Stone');
  await fill(user, 'Email', 'avery@harborlight.test');
  await fill(user, 'Phone', '646-555-0142');
  await fill(user, 'Verification Code', '123456');
}
