import { BRAND_TABLE, IDENTITY_CALLS, MESSAGES, type Endpoint } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { setupServer } from 'msw/node';
import { loginAnswer, openPage, unmountAll } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await unmountAll();
});
afterAll(() => server.close());

/** Records each login request body and answers with `answer`. */
function loginAnswers(answer: () => Response | Promise<Response>, endpoint: Endpoint = IDENTITY_CALLS.login) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    on(endpoint, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('/login with a password', () => {
  it('says what is missing, on the fields, and focuses the first', async () => {
    const { user } = await openPage('login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    const account = field('Account');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription(expect.stringContaining('Please enter your account'));
    expect(password()).toHaveAccessibleDescription('Please enter your password');
    await waitFor(() => expect(account).toHaveFocus());
  });

  it('trims the account, signs in and honours the redirect query', async () => {
    const bodies = loginAnswers(() => ok(loginAnswer()));
    const { user, signIn, navigate } = await openPage('login', { query: { redirect: '/personalCenter?type=orders' } });
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), '  designer@storefront.test ');
    await user.type(password(), 'Storefront-Demo-26');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/personalCenter?type=orders', { replace: true }));
    expect(bodies).toEqual([{ username: 'designer@storefront.test', password: 'Storefront-Demo-26', login_type: 1 }]);
    expect(signIn).toHaveBeenCalledWith(loginAnswer(), undefined);
  });

  it('L6: a redirect query that normalizes to another host (/.//evil.example) signs in and goes home', async () => {
    loginAnswers(() => ok(loginAnswer()));
    const { user, navigate } = await openPage('login', { query: { redirect: '/.//evil.example' } });
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'designer@storefront.test');
    await user.type(password(), 'Storefront-Demo-26');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends an account with several modes to /selectMode, one with a single mode home', async () => {
    loginAnswers(() => ok(loginAnswer()));
    const first = await openPage('login');
    await first.user.type(await screen.findByRole('textbox', { name: 'Account' }), 'designer@storefront.test');
    await first.user.type(password(), 'x');
    await first.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/selectMode', { replace: true }));
    await unmountAll();

    server.resetHandlers();
    loginAnswers(() => ok(loginAnswer({ kind: 'customer', mode: 'mibd_customer' })));
    const second = await openPage('login');
    await second.user.type(await screen.findByRole('textbox', { name: 'Account' }), 'customer@storefront.test');
    await second.user.type(password(), 'x');
    await second.user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/home', { replace: true }));
  });

  it.each([
    [23001, MESSAGES.loginNoAccount, 'Account'],
    [23002, MESSAGES.loginWrongPassword, 'Password'],
  ])('shows err %i on its field and as a toast', async (err, message, label) => {
    loginAnswers(() => fail(err, message));
    const { user, toasts } = await openPage('login');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'someone@storefront.test');
    await user.type(password(), 'Wrong-Password-1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const input = label === 'Account' ? field('Account') : password();
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([{ kind: 'error', message }]);
  });

  it.each([
    [23003, MESSAGES.accountClosed],
    [23004, MESSAGES.accountNotActivated],
    [23012, MESSAGES.dailyLimit],
  ])('shows err %i for the whole form', async (err, message) => {
    loginAnswers(() => fail(err, message));
    const { user, toasts } = await openPage('login');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'closed@storefront.test');
    await user.type(password(), 'Storefront-Demo-26');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(message, { selector: '.acc-form-message' })).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAccessibleDescription(message);
    expect(toasts).toEqual([{ kind: 'error', message }]);
  });

  it('offers the SMS code to an account registered with a phone', async () => {
    loginAnswers(() => fail(23005, MESSAGES.useSmsCode));
    const { user } = await openPage('login');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), '2125550100');
    await user.type(password(), 'anything');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Log in with an SMS code' }));
    expect(screen.getByRole('tab', { name: 'SMS Code' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores repeat clicks while the login is under way', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = loginAnswers(async () => {
      await held;
      return fail(23002, MESSAGES.loginWrongPassword);
    });
    const { user } = await openPage('login');
    await user.type(await screen.findByRole('textbox', { name: 'Account' }), 'designer@storefront.test');
    await user.type(password(), 'x');
    const button = screen.getByRole('button', { name: 'Log In' });
    await user.click(button);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(button);
    await user.keyboard('{Enter}');
    await delay(50);
    release();
    await screen.findByText(MESSAGES.loginWrongPassword, { selector: '.acc-error' });
    expect(bodies).toHaveLength(1);
  });
});

describe('/login with an SMS code', () => {
  it('asks for a valid phone before sending, sends the code, then logs in with login_type 2', async () => {
    const sent: unknown[] = [];
    server.use(
      on(IDENTITY_CALLS.phoneCode, async ({ request }) => {
        sent.push(await request.json());
        return ok({ sent: true });
      }),
    );
    const bodies = loginAnswers(() => ok(loginAnswer()));
    const { user, toasts, navigate } = await openPage('login');
    await user.click(await screen.findByRole('tab', { name: 'SMS Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '555');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(MESSAGES.validPhone);
    expect(sent).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '(212) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(sent).toEqual([{ phone: '2125550100' }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'The verification code has been sent' }]);

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('textbox', { name: 'Verification Code' })).toHaveAccessibleDescription('Please enter the verification code');
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/selectMode', { replace: true }));
    expect(bodies).toEqual([{ username: '2125550100', password: '123456', login_type: 2 }]);
  });

  it("puts 'Verification code error' on the code field", async () => {
    loginAnswers(() => fail(23006, MESSAGES.verificationCodeError));
    const { user } = await openPage('login');
    await user.click(await screen.findByRole('tab', { name: 'SMS Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '2125550100');
    await user.type(screen.getByRole('textbox', { name: 'Verification Code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Verification Code' })).toHaveAccessibleDescription(MESSAGES.verificationCodeError));
  });
});

describe('brand login screens', () => {
  it('FFD logs in by email at its own address, with the forgot-password messages for the email', async () => {
    const bodies = loginAnswers(() => ok(loginAnswer({ kind: 'ffd_shopper', mode: 'mibd_designer', ol_user_name: 'Sam' })), IDENTITY_CALLS.ffdLogin);
    const { user, navigate } = await openPage('login', { brand: 'FFD' });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(MESSAGES.enterEmail);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'shopper@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(MESSAGES.validEmail);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'storefront.test  ');
    await user.type(password(), 'Storefront-Demo-26');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(bodies).toEqual([{ email: 'shopper@storefront.test', password: 'Storefront-Demo-26' }]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('ART offers the designer login and the dealer login, which leads to the dealer portal', async () => {
    await openPage('login', { brand: 'ART' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Designer Login' })).toBeInTheDocument();
    const dealer = screen.getByRole('region', { name: 'Dealer Login' });
    expect(within(dealer).getByRole('link', { name: 'Dealer Login' })).toHaveAttribute('href', BRAND_TABLE.ART.dealerPortalUrl);
  });

  it('JC has its own login address with the same screen', async () => {
    await openPage('jcLogin', { brand: 'JC' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  });
});
