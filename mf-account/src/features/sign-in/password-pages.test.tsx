import { IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { loginAnswer, openPage, unmountAll } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  await unmountAll();
});
afterAll(() => server.close());

const email = () => screen.getByRole('textbox', { name: 'Email' });

describe('/forgetPassword', () => {
  it('says the three messages of section 5 on the email field', async () => {
    server.use(on(IDENTITY_CALLS.forgetPassword, () => fail(23019, MESSAGES.accountNotRegistered)));
    const { user, toasts } = await openPage('forgetPassword');
    await user.click(await screen.findByRole('button', { name: 'Send Link' }));
    expect(email()).toHaveAccessibleDescription(MESSAGES.enterEmail);
    await user.type(email(), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(email()).toHaveAccessibleDescription(MESSAGES.validEmail);
    await user.type(email(), 'storefront.test');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(email()).toHaveAccessibleDescription(MESSAGES.accountNotRegistered));
    expect(toasts).toEqual([{ kind: 'error', message: MESSAGES.accountNotRegistered }]);
  });

  it('tells where the link went', async () => {
    const bodies: unknown[] = [];
    server.use(
      on(IDENTITY_CALLS.forgetPassword, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ sent: true });
      }),
    );
    const { user } = await openPage('forgetPassword');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' designer@storefront.test ');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('designer@storefront.test');
    expect(bodies).toEqual([{ email: 'designer@storefront.test' }]);
  });

  it('FFD words it its own way', async () => {
    await openPage('forgetPassword', { brand: 'FFD' });
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

describe('the screens an emailed link opens', () => {
  const linkOk = () => server.use(mock(IDENTITY_CALLS.checkLink, { email: 'avery@harborlight.test', purpose: 'activation' }));
  const newPassword = () => screen.getByLabelText('New Password', { selector: 'input' });
  const confirm = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
  const rule = (name: string) => within(screen.getByRole('list', { name: 'Password requirements' })).getByText(name).closest('li');

  it.each(['setPassword', 'subAccountActivation', 'accountInformation'] as const)("%s: an expired link says 'The link has expired'", async (id) => {
    server.use(on(IDENTITY_CALLS.checkLink, () => fail(23010, MESSAGES.linkExpired)));
    await openPage(id, { query: { token: 'old' } });
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.linkExpired })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgetPassword');
  });

  it("a link with no token has expired too", async () => {
    await openPage('setPassword');
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.linkExpired })).toBeInTheDocument();
  });

  it('ticks each rule of the checklist as the password meets it', async () => {
    linkOk();
    const { user } = await openPage('setPassword', { query: { token: 't1', type: 'activation' } });
    expect(await screen.findByText(/Choose a password for avery@harborlight.test to activate it/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const rules = [MESSAGES.password12to20, MESSAGES.passwordNumber, MESSAGES.passwordCase];
    for (const name of rules) expect(rule(name)).toHaveAttribute('data-met', 'false');
    await user.type(newPassword(), 'harbor');
    expect(rule(MESSAGES.passwordCase)).toHaveAttribute('data-met', 'false');
    await user.type(newPassword(), 'L');
    expect(rule(MESSAGES.passwordCase)).toHaveAttribute('data-met', 'true');
    expect(rule(MESSAGES.passwordNumber)).toHaveAttribute('data-met', 'false');
    await user.type(newPassword(), 'ight-2026');
    for (const name of rules) expect(rule(name)).toHaveAttribute('data-met', 'true');
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.password12to20));
  });

  it("says the first unmet rule and 'Passwords don't match' on submit, and follows the typing after", async () => {
    linkOk();
    const { user } = await openPage('setPassword', { query: { token: 't1' } });
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'short1A');
    await user.type(confirm(), 'short');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword()).toHaveAccessibleDescription(expect.stringMatching(/^contains 12-20 characters/));
    expect(confirm()).toHaveAccessibleDescription(MESSAGES.passwordsDontMatch);
    await waitFor(() => expect(newPassword()).toHaveFocus());
    await user.type(newPassword(), 'Longer');
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
    await user.clear(confirm());
    await user.type(confirm(), 'short1ALonger');
    expect(confirm()).not.toHaveAttribute('aria-invalid');
  });

  it('sets the password, signs in and goes on', async () => {
    linkOk();
    const bodies: unknown[] = [];
    server.use(
      on(IDENTITY_CALLS.setPassword, async ({ request }) => {
        bodies.push(await request.json());
        return ok(loginAnswer({ user_email: 'avery@harborlight.test' }));
      }),
    );
    const { user, signIn, navigate } = await openPage('setPassword', { query: { token: 't1' } });
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Harbor-Light-2026');
    await user.type(confirm(), 'Harbor-Light-2026');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/selectMode', { replace: true }));
    expect(signIn).toHaveBeenCalledWith(loginAnswer({ user_email: 'avery@harborlight.test' }), undefined);
    expect(bodies).toEqual([{ token: 't1', password: 'Harbor-Light-2026', confirm_password: 'Harbor-Light-2026' }]);
  });

  it('a link used up meanwhile shows the expired page', async () => {
    linkOk();
    server.use(on(IDENTITY_CALLS.setPassword, () => fail(23010, MESSAGES.linkExpired)));
    const { user } = await openPage('subAccountActivation', { query: { token: 't1' } });
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Harbor-Light-2026');
    await user.type(confirm(), 'Harbor-Light-2026');
    await user.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(await screen.findByRole('heading', { level: 2, name: MESSAGES.linkExpired })).toBeInTheDocument();
  });
});
