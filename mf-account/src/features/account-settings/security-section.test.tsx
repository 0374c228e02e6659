import { ERR, IDENTITY_CALLS, MESSAGES } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { accountHandlers, field, fill, mountPage, unmountAll } from '../../test/account-settings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const GOOD = 'Harbor-Light-2026';
const rule = (name: string) => within(screen.getByRole('list', { name: 'Password requirements' })).getByText(name).closest('li');

/** Answers the password change with `answer`, holding it until `release` when asked; returns the bodies sent. */
function changeHandler(answer: () => Response, hold = false) {
  const bodies: unknown[] = [];
  const waiting: Array<() => void> = [];
  server.use(
    on(IDENTITY_CALLS.changePassword, async ({ request }) => {
      bodies.push(await request.json());
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      return answer();
    }),
  );
  return { bodies, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('Login and security: the password', { timeout: 20_000 }, () => {
  it("says section 5's messages on the fields and focuses the first field in error", async () => {
    server.use(...accountHandlers());
    const { user } = await mountPage('accountSettings');
    await screen.findByRole('heading', { name: 'Password' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Current Password')).toHaveFocus());
    expect(field('Current Password')).toHaveAccessibleDescription('Please enter your old password');
    expect(field('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MESSAGES.password12to20, { selector: '.acs-error' })).toBeInTheDocument();

    await fill(user, 'New Password', 'harbor');
    expect(rule(MESSAGES.password12to20)).toHaveAttribute('data-met', 'false');
    expect(rule(MESSAGES.passwordCase)).toHaveAttribute('data-met', 'false');
    await fill(user, 'New Password', '-light-2026');
    expect(rule(MESSAGES.password12to20)).toHaveAttribute('data-met', 'true');
    expect(rule(MESSAGES.passwordNumber)).toHaveAttribute('data-met', 'true');
    expect(screen.getByText(MESSAGES.passwordCase, { selector: '.acs-error' })).toBeInTheDocument();

    await fill(user, 'Confirm New Password', 'harbor-light-2027');
    await user.tab();
    expect(field('Confirm New Password')).toHaveAccessibleDescription(MESSAGES.passwordsDontMatch);
    expect(await axeViolations()).toEqual([]);
  });

  it("changes the password, shows progress, ignores repeated presses, and clears the form", async () => {
    server.use(...accountHandlers());
    const change = changeHandler(() => ok({ changed: true }), true);
    const { user } = await mountPage('accountSettings');
    await screen.findByRole('heading', { name: 'Password' });
    await fill(user, 'Current Password', 'Old-Password-2025');
    await fill(user, 'New Password', GOOD);
    await fill(user, 'Confirm New Password', GOOD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const pending = await screen.findByRole('button', { name: /Changing password/ });
    await user.click(pending);
    await user.keyboard('{Enter}');
    change.release();
    expect(await screen.findByText(/Your password has been changed/)).toHaveAttribute('role', 'status');
    expect(change.bodies).toEqual([{ old_password: 'Old-Password-2025', password: GOOD, confirm_password: GOOD }]);
    expect(field('Current Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
  });

  it("puts 'The old password is incorrect' on the current password, and sends again once it is changed", async () => {
    server.use(...accountHandlers());
    const change = changeHandler(() => fail(ERR.OLD_PASSWORD_INCORRECT, MESSAGES.oldPasswordIncorrect));
    const { user } = await mountPage('accountSettings');
    await screen.findByRole('heading', { name: 'Password' });
    await fill(user, 'Current Password', 'Wrong-Password-1');
    await fill(user, 'New Password', GOOD);
    await fill(user, 'Confirm New Password', GOOD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field('Current Password')).toHaveAccessibleDescription(MESSAGES.oldPasswordIncorrect));
    await waitFor(() => expect(field('Current Password')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(change.bodies).toHaveLength(1);
    await user.type(field('Current Password'), '2');
    expect(field('Current Password')).not.toHaveAccessibleDescription(MESSAGES.oldPasswordIncorrect);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(change.bodies).toHaveLength(2));
  });

  it('says any other refusal above the button', async () => {
    server.use(...accountHandlers());
    changeHandler(() => fail(ERR.DAILY_LIMIT, MESSAGES.dailyLimit));
    const { user } = await mountPage('accountSettings');
    await screen.findByRole('heading', { name: 'Password' });
    await fill(user, 'Current Password', 'Old-Password-2025');
    await fill(user, 'New Password', GOOD);
    await fill(user, 'Confirm New Password', GOOD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.dailyLimit);
  });
});
