import { IDENTITY_CALLS, MESSAGES, type RoweUserInfo } from '@storefront/contracts';
import { fail, mock, ok, on, visitorSession } from '@storefront/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { loginAnswer, openPage, unmountAll } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await unmountAll();
});
afterAll(() => server.close());

const signedIn = { ...visitorSession, token: 'token-1', mode: 'mibd_safe' as const };
const rowe: RoweUserInfo = { email: 'rowe@storefront.test', first_name: 'Riley', last_name: 'Rowe', company: 'Rowe Design', bound: false };

describe('/validateLogon', () => {
  it("asks a visitor to log in again: 'Verification failed, please Login again.'", async () => {
    await openPage('validateLogon', { query: { redirect: '/cart' } });
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
  });

  it('continues to the redirect when the session is good', async () => {
    server.use(
      mock(IDENTITY_CALLS.userInfo, {
        user_id: 'u-1',
        kind: 'designer',
        state: 'activated',
        username: 'd',
        user_first_name: 'D',
        user_last_name: 'R',
        user_email: 'd@x.test',
        phone: '',
        head_img: '',
        company: null,
        mode: 'mibd_safe',
        agent_code: null,
        rowe_bound: false,
      }),
    );
    const { navigate } = await openPage('validateLogon', { session: signedIn, query: { redirect: '/personalCenter' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/personalCenter', { replace: true }));
  });

  it('says so when the session is no longer good', async () => {
    server.use(on(IDENTITY_CALLS.userInfo, () => fail(22007, MESSAGES.sessionInvalid)));
    await openPage('validateLogon', { session: signedIn });
    expect(await screen.findByText(MESSAGES.verificationFailed)).toBeInTheDocument();
  });
});

describe('/bindAccount', () => {
  it('starts with the Rowe sign-in', async () => {
    await openPage('bindAccount', { brand: 'ROWE' });
    expect(await screen.findByRole('button', { name: 'Sign in with Rowe' })).toBeInTheDocument();
  });

  it("an old linking code says 'The link has expired'", async () => {
    server.use(on(IDENTITY_CALLS.roweUserInfo, () => fail(23010, MESSAGES.linkExpired)));
    await openPage('bindAccount', { query: { RoweLinkingCode: 'old' } });
    expect(await screen.findByText(MESSAGES.linkExpired)).toBeInTheDocument();
  });

  it('a Rowe account already bound says so', async () => {
    server.use(mock(IDENTITY_CALLS.roweUserInfo, { ...rowe, bound: true }));
    await openPage('bindAccount', { query: { RoweLinkingCode: 'c1' } });
    expect(await screen.findByText(MESSAGES.accountRegistered)).toBeInTheDocument();
  });

  it('binds on login with the linking code', async () => {
    server.use(mock(IDENTITY_CALLS.roweUserInfo, rowe));
    const bodies: unknown[] = [];
    server.use(
      on(IDENTITY_CALLS.login, async ({ request }) => {
        bodies.push(await request.json());
        return ok(loginAnswer());
      }),
    );
    const { user, signIn } = await openPage('bindAccount', { query: { RoweLinkingCode: 'c1' } });
    expect(await screen.findByText(/Signed in with Rowe as/)).toHaveTextContent('Riley Rowe (rowe@storefront.test), Rowe Design');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'designer@storefront.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Storefront-Demo-26');
    await user.click(screen.getByRole('button', { name: 'Log In and Link' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(bodies).toEqual([{ username: 'designer@storefront.test', password: 'Storefront-Demo-26', login_type: 1, is_bind_rowe_id: 1, RoweLinkingCode: 'c1' }]);
  });

  it('creates a designer account bound to the Rowe account, with the field errors of the api', async () => {
    server.use(mock(IDENTITY_CALLS.roweUserInfo, rowe));
    let answer = () => fail(25002, MESSAGES.emailUsed);
    const bodies: unknown[] = [];
    server.use(
      on(IDENTITY_CALLS.roweRegister, async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const { user, signIn } = await openPage('bindAccount', { query: { RoweLinkingCode: 'c1' } });
    await user.click(await screen.findByRole('tab', { name: 'New Account' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rowe@storefront.test');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number (optional)' }), '12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.validPhone));
    await user.clear(screen.getByRole('textbox', { name: 'Phone Number (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(MESSAGES.emailUsed));
    answer = () => ok(loginAnswer());
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'riley@rowedesign.test');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    expect(bodies.at(-1)).toEqual({ RoweLinkingCode: 'c1', email: 'riley@rowedesign.test', first_name: 'Riley', last_name: 'Rowe' });
  });
});
