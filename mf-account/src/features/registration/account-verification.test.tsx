import { ERR, IDENTITY_CALLS, MESSAGES, type UserInfo } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { designerSession, fill, mountPage, textbox, unmountAll } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const INFO: UserInfo = {
  user_id: 'u1', kind: 'designer', state: 'activated', username: 'dana@studio.test', user_first_name: 'Dana', user_last_name: 'Designer',
  user_email: 'dana@studio.test', phone: '2125550140', head_img: '', company: null, mode: 'mibd_designer', agent_code: null, rowe_bound: false,
};

function handlers() {
  const calls = { send: [] as unknown[], email: [] as unknown[], phone: [] as unknown[] };
  server.use(
    mock(IDENTITY_CALLS.userInfo, INFO),
    on(IDENTITY_CALLS.verificationSendCode, async ({ request }) => {
      const body = (await request.json()) as { email?: string; phone?: string };
      calls.send.push(body);
      if (body.email === 'taken@studio.test') return fail(ERR.EMAIL_OCCUPIED, MESSAGES.emailOccupied);
      if (body.phone?.replace(/\D/g, '') === '2125550141') return fail(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);
      return ok({ sent: true, channel: body.email ? 'email' : 'sms', expires_in: 600 });
    }),
    on(IDENTITY_CALLS.changeEmail, async ({ request }) => {
      const body = (await request.json()) as { email: string; code: string };
      calls.email.push(body);
      if (body.code !== '246810') return fail(ERR.VERIFICATION_CODE, MESSAGES.verificationCodeError);
      return ok({ email: body.email, phone: '2125550140' });
    }),
    on(IDENTITY_CALLS.changePhone, async ({ request }) => {
      const body = (await request.json()) as { phone: string; code: string };
      calls.phone.push(body);
      return ok({ email: 'dana@studio.test', phone: body.phone.replace(/\D/g, '').slice(-10) });
    }),
  );
  return calls;
}

describe('account verification (/accountSettings)', () => {
  it('shows the email and phone on file', async () => {
    handlers();
    await mountPage('accountSettings', { session: designerSession });
    expect(await screen.findByRole('heading', { level: 2, name: 'Account Verification' })).toBeInTheDocument();
    expect(await screen.findByText('dana@studio.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('212-555-0140')).toBeInTheDocument();
  });

  it("changes the email with a code: an occupied email and a wrong code are refused in the spec's words", async () => {
    const calls = handlers();
    const user = userEvent.setup({ delay: null });
    await mountPage('accountSettings', { session: designerSession });
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    await fill(user, 'New Email', 'dana@studio');
    await user.tab();
    expect(await screen.findByText(MESSAGES.validEmail)).toBeInTheDocument();
    await user.clear(textbox('New Email'));
    await user.paste('taken@studio.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The email address is already occupied, please change to a new one')).toBeInTheDocument();
    await user.clear(textbox('New Email'));
    await user.paste('dana.new@studio.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a verification code to dana.new@studio.test. It expires in 10 minutes.')).toBeInTheDocument();
    await fill(user, 'Verification Code', '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Verification Code')).toHaveFocus());
    await user.clear(textbox('Verification Code'));
    await user.paste('246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email is verified and changed to dana.new@studio.test.')).toBeInTheDocument();
    expect(screen.getByText('dana.new@studio.test')).toBeInTheDocument();
    expect(calls.email).toEqual([
      { email: 'dana.new@studio.test', code: '111111' },
      { email: 'dana.new@studio.test', code: '246810' },
    ]);
  });

  it("changes the phone with a code sent by SMS; 'Please provide a valid phone number' and a registered phone are refused", async () => {
    const calls = handlers();
    const user = userEvent.setup({ delay: null });
    await mountPage('accountSettings', { session: designerSession });
    await user.click(await screen.findByRole('button', { name: 'Change phone' }));
    await fill(user, 'New Phone Number', '555-01');
    await user.tab();
    expect(await screen.findByText('Please provide a valid phone number')).toBeInTheDocument();
    await user.clear(textbox('New Phone Number'));
    await user.paste('212-555-0141');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.phoneRegistered)).toBeInTheDocument();
    await user.clear(textbox('New Phone Number'));
    await user.paste('646-555-0142');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a verification code by text message to 646-555-0142/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    await fill(user, 'Verification Code', '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your phone number is verified and changed to 646-555-0142.')).toBeInTheDocument();
    expect(calls.phone).toEqual([{ phone: '646-555-0142', code: '135790' }]);
  });

  it('asks a visitor to log in', async () => {
    await mountPage('accountSettings');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login?redirect=%2FaccountSettings');
  });
});
