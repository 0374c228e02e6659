import { ACCOUNT_CALLS, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  accountHandlers,
  certificateOf,
  customerSession,
  mountPage,
  openTab,
  profileOf,
  shopperSession,
  unmountAll,
  userInfoOf,
} from '../../test/account-settings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('/accountSettings', { timeout: 20_000 }, () => {
  it("shows a trade account's four sections as tabs, Login and security first, with the account verification kept in it", async () => {
    server.use(...accountHandlers());
    await mountPage('accountSettings');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Account settings' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Login and security', 'Bill addresses', 'Profile', 'Reseller certificates']);
    expect(screen.getByRole('tab', { name: 'Login and security' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Login and security' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Login and security' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Password' })).toBeInTheDocument();
    // The registration's Account Verification section, with the account's email and phone.
    expect(await within(panel).findByRole('heading', { name: 'Account Verification' })).toBeInTheDocument();
    expect(await within(panel).findByText('dana@studio.test')).toBeInTheDocument();
    expect(within(panel).getByText('212-555-0100')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    // Its own page heading gives way to the settings' page heading: one level-1 heading on the page.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Account Settings']);
    expect(await axeViolations()).toEqual([]);
  });

  it('opens the reseller certificates with ?tab=certificate (the link of narrow screens)', async () => {
    server.use(...accountHandlers(), mock(ACCOUNT_CALLS.certificateList, { list: [certificateOf('NY resale.pdf')], max: 20 }));
    await mountPage('accountSettings', { query: { tab: 'certificate' } });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Reseller certificates' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('list', { name: 'Reseller certificates' })).toHaveTextContent('NY resale.pdf');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves between sections by keyboard', async () => {
    server.use(...accountHandlers(), mock(ACCOUNT_CALLS.addressList, { list: [], max: 10 }));
    const { user } = await mountPage('accountSettings');
    await user.click(await screen.findByRole('tab', { name: 'Login and security' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bill addresses' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Bill addresses' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have no bill address yet.')).toBeInTheDocument();
  });

  it("gives an invited customer login and security and a profile, without tier, addresses or certificates", async () => {
    server.use(...accountHandlers(profileOf({ kind: 'customer', tier: null, price_label: null, email: 'avery@clients.test' })));
    const { user } = await mountPage('accountSettings', { session: customerSession });
    await screen.findByRole('tablist', { name: 'Account settings' });
    expect(tabNames()).toEqual(['Login and security', 'Profile']);
    await openTab(user, 'Profile');
    expect(await screen.findByRole('heading', { level: 3, name: 'Profile picture' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tier and price label' })).not.toBeInTheDocument();
  });

  it('is the FFD variant on the outlet: login and security, and bill addresses', async () => {
    server.use(...accountHandlers(profileOf({ kind: 'ffd_shopper', tier: null, price_label: null, email: 'shay@outlet.test' })));
    await mountPage('accountSettings', { brand: 'FFD', session: shopperSession, query: { tab: 'certificate' } });
    await screen.findByRole('tablist', { name: 'Account settings' });
    expect(tabNames()).toEqual(['Login and security', 'Bill addresses']);
    expect(screen.getByRole('tab', { name: 'Login and security' })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('says why the account could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      on(ACCOUNT_CALLS.profile, () => {
        calls += 1;
        return calls === 1 ? fail(50000, MESSAGES.requestFalse) : ok(profileOf());
      }),
      mock(IDENTITY_CALLS.userInfo, userInfoOf()),
    );
    const { user } = await mountPage('accountSettings');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.requestFalse);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', { name: 'Account settings' })).toBeInTheDocument();
  });
});

describe('/accountInformation', { timeout: 20_000 }, () => {
  it('shows the settings without the site frame, under its own heading', async () => {
    server.use(...accountHandlers());
    await mountPage('accountInformation');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HOM' })).toHaveAttribute('href', '/home');
    expect(await screen.findByRole('tablist', { name: 'Account settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Account Verification' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    await mountPage('accountInformation', { session: { ...customerSession, token: null, user: null, mode: 'mibd_visitor', roles: [] } });
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FaccountInformation');
    expect(await axeViolations()).toEqual([]);
  });

  it('still opens the emailed link that chooses the password (?token=)', async () => {
    server.use(on(IDENTITY_CALLS.checkLink, () => fail(23010, MESSAGES.linkExpired)));
    await mountPage('accountInformation', { query: { token: 'old' } });
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.linkExpired })).toBeInTheDocument();
  });
});
