import { ERR, IDENTITY_CALLS, MESSAGES, type AccountKind } from '@storefront/contracts';
import { fail, mock, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { designerSession, mountPage, unmountAll, visitorSession } from '../../test/customers';
import SelectModePage from './select-mode';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

function accountOf(kind: AccountKind) {
  server.use(
    mock(IDENTITY_CALLS.userInfo, {
      user_id: 'u1',
      kind,
      state: 'activated',
      username: 'someone@storefront.test',
      user_first_name: 'Dana',
      user_last_name: 'Designer',
      user_email: 'someone@storefront.test',
      phone: '',
      head_img: '',
      company: null,
      mode: 'mibd_safe',
      agent_code: null,
      rowe_bound: false,
    }),
  );
}

const modeButtons = async () => within(await screen.findByRole('list', { name: 'Modes' })).getAllByRole('button');

describe('select mode', { timeout: 15_000 }, () => {
  it.each(['designer', 'sub_account', 'dealer'] as const)('offers a %s Browsing, Client and Designer mode, each with its description', async (kind) => {
    accountOf(kind);
    await mountPage(SelectModePage, 'selectMode');
    const buttons = await modeButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(['Browsing Mode', 'Client Mode', 'Designer Mode Current']);
    expect(screen.getByRole('button', { name: 'Browsing Mode' })).toHaveAccessibleDescription(/no MSRP or designer prices, no cart, customers or checkout/);
    expect(screen.getByRole('button', { name: 'Client Mode' })).toHaveAccessibleDescription(/no designer prices; browse the cart without checking out/);
    expect(screen.getByRole('button', { name: /^Designer Mode/ })).toHaveAccessibleDescription(/designer prices, the full cart and checkout/);
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
  });

  it('marks the mode the session is in', async () => {
    accountOf('designer');
    await mountPage(SelectModePage, 'selectMode');
    expect(await screen.findByRole('button', { name: 'Designer Mode Current' })).toBeInTheDocument();
  });

  it('switches to designer mode and goes on to the redirect', async () => {
    const user = userEvent.setup();
    accountOf('designer');
    const page = await mountPage(SelectModePage, 'selectMode', { query: { redirect: '/productDetail?sku_number=CA-1001' } });
    await user.click(await screen.findByRole('button', { name: /^Designer Mode/ }));
    await waitFor(() => expect(page.visited).toEqual(['/productDetail?sku_number=CA-1001']));
    expect(page.switched).toEqual(['mibd_designer']);
  });

  it('L6: goes home when the redirect leaves the site once normalized (/.//host is //host), never to another site', async () => {
    const user = userEvent.setup();
    accountOf('designer');
    const page = await mountPage(SelectModePage, 'selectMode', { query: { redirect: '/.//elsewhere.test/x' } });
    await user.click(await screen.findByRole('button', { name: 'Browsing Mode' }));
    await waitFor(() => expect(page.visited).toEqual(['/home']));
    expect(page.switched).toEqual(['mibd_safe']);
  });

  it('presets the customer in client mode: it goes to customer selection, keeping the redirect', async () => {
    const user = userEvent.setup();
    accountOf('designer');
    const page = await mountPage(SelectModePage, 'selectMode', { query: { redirect: '/cart' } });
    await user.click(await screen.findByRole('button', { name: 'Client Mode' }));
    await waitFor(() => expect(page.visited).toEqual(['/selectCustomer?redirect=%2Fcart']));
    expect(page.switched).toEqual(['mibd_communicate']);
  });

  it('skipping signs in to browsing mode', async () => {
    const user = userEvent.setup();
    accountOf('designer');
    const page = await mountPage(SelectModePage, 'selectMode');
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(page.switched).toEqual(['mibd_safe']));
    expect(page.visited).toEqual(['/home']);
  });

  it('works by keyboard alone and ignores a second choice while the first is under way', async () => {
    const user = userEvent.setup();
    accountOf('designer');
    let release: () => void = () => undefined;
    const page = await mountPage(SelectModePage, 'selectMode', { onSwitch: () => new Promise<void>((r) => (release = r)) });
    await modeButtons();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Browsing Mode' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Designer Mode/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Client Mode' }));
    release();
    await waitFor(() => expect(page.visited).toEqual(['/home']));
    expect(page.switched).toEqual(['mibd_designer']);
  });

  it.each([
    ['customer', 'mibd_customer'],
    ['client_agent', 'mibd_designer'],
    ['ffd_shopper', 'mibd_designer'],
  ] as const)('has a %s, whose account has one mode, go straight on in %s', async (kind, mode) => {
    accountOf(kind);
    const page = await mountPage(SelectModePage, 'selectMode', { query: { redirect: '/cart' } });
    await waitFor(() => expect(page.visited).toEqual(['/cart']));
    expect(page.switched).toEqual([mode]);
    expect(screen.queryByRole('list', { name: 'Modes' })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in, returning here afterwards', async () => {
    const page = await mountPage(SelectModePage, 'selectMode', { session: visitorSession, query: { redirect: '/cart' } });
    await waitFor(() => expect(page.visited).toEqual(['/login?redirect=%2FselectMode%3Fredirect%3D%252Fcart']));
  });

  it('says why the modes could not load and tries again', async () => {
    const user = userEvent.setup();
    server.use(on(IDENTITY_CALLS.userInfo, () => fail(ERR.SERVER, MESSAGES.requestFalse)));
    await mountPage(SelectModePage, 'selectMode', { session: designerSession });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.requestFalse);
    accountOf('designer');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await modeButtons()).toHaveLength(3);
  });
});
