import { ERR, MEMBER_CALLS, MEMBER_ERR, MEMBER_MESSAGES, type Member } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { adminReceiver, browsingAdminSession, listOf, member, mountMembers, receiverOf, unmountAll } from '../../test/members';
import MembersPage from './members-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the list from `store` (read at each call, so a test may change it); returns how many times it was read. */
function answerList(store: { members: Member[]; max?: number }): { reads: number } {
  const seen = { reads: 0 };
  server.use(
    on(MEMBER_CALLS.list, () => {
      seen.reads += 1;
      return ok(listOf(store.members, store.max));
    }),
  );
  return seen;
}

/** Records the bodies a call is sent and answers each with `answer`. */
function record<T>(endpoint: Parameters<typeof on>[0], answer: (body: T) => Response): T[] {
  const bodies: T[] = [];
  server.use(
    on(endpoint, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const sam = () => member('Sam', 'Ortiz');
const mia = () => member('Mia', 'Lane', { status: 'to be activated', activated_at: null, invited_at: '2025-04-10T09:00:00.000Z' });
const kit = () => member('Kit', 'Cole', { status: 'closed', closed_at: '2025-05-01T12:00:00.000Z' });

const table = () => screen.findByRole('table', { name: 'Members' });
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('/subAccountManagement', { timeout: 20_000 }, () => {
  it('shows each member with type, account, status and times, the seats, and only the actions the status allows', async () => {
    const members = [sam(), mia(), kit()];
    answerList({ members });
    await mountMembers(MembersPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Members' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Account', 'Name', 'Status', 'Invitation time', 'Close time', 'Actions']);
    expect(rows).toHaveLength(4);

    const samRow = await rowOf('Sam Ortiz');
    expect(samRow).toHaveTextContent('Sub-account');
    expect(samRow).toHaveTextContent('sam@whitfield.test');
    expect(samRow).toHaveTextContent('Activated');
    expect(within(samRow).getByText(/Mar 5, 2025/)).toHaveAttribute('datetime', members[0]!.invited_at);
    expect(samRow).toHaveTextContent('None');
    expect(within(samRow).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close Sam Ortiz']);

    const miaRow = await rowOf('Mia Lane');
    expect(miaRow).toHaveTextContent('To be activated');
    expect(within(miaRow).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Resend invitation to Mia Lane', 'Close Mia Lane']);

    const kitRow = await rowOf('Kit Cole');
    expect(kitRow).toHaveTextContent('Closed');
    expect(within(kitRow).getByText(/May 1, 2025/)).toHaveAttribute('datetime', members[2]!.closed_at);
    expect(within(kitRow).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Reopen Kit Cole']);

    // The designer and the two members not closed hold three of five seats.
    expect(screen.getByText(/accounts in use/)).toHaveTextContent('3 of 5 accounts in use');
    expect(screen.getByRole('button', { name: 'Invite member' })).toBeEnabled();
    expect(screen.queryByText(MEMBER_MESSAGES.maxActive)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says the company has reached its maximum and offers no invitation then", async () => {
    answerList({ members: [sam(), mia()], max: 3 });
    await mountMembers(MembersPage);
    expect(await screen.findByText('The company has reached its maximum number of activated accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite member' })).toBeDisabled();
  });

  it('says when there are no members yet', async () => {
    answerList({ members: [] });
    await mountMembers(MembersPage);
    expect(await screen.findByText('You have not invited any members yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a designer outside Designer Mode where members are managed, asking nothing of the api', async () => {
    await mountMembers(MembersPage, { session: browsingAdminSession });
    expect(screen.getByText("Members are managed by your company's designer in Designer Mode.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change mode' })).toHaveAttribute('href', '/selectMode');
  });

  it('shows a list that could not be loaded, and reads it again on Try again', async () => {
    const user = userEvent.setup();
    server.use(on(MEMBER_CALLS.list, () => fail(ERR.NO_PERMISSION, 'No permission')));
    await mountMembers(MembersPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('No permission');
    answerList({ members: [sam()] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Sam Ortiz')).toBeInTheDocument();
  });

  describe('Invite', () => {
    it('checks each field in the spec\'s words, sends the invitation trimmed, then shows the new member', async () => {
      const user = userEvent.setup();
      const store = { members: [sam()] };
      answerList(store);
      const sent = record<{ email: string; first_name: string; last_name: string }>(MEMBER_CALLS.invite, (body) => {
        const invited = member(body.first_name, body.last_name, { account: body.email, status: 'to be activated', activated_at: null });
        store.members = [invited, ...store.members];
        return ok(invited);
      });
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Invite member' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
      const email = within(dialog).getByRole('textbox', { name: /^Email/ });
      const first = within(dialog).getByRole('textbox', { name: /^First Name/ });
      const last = within(dialog).getByRole('textbox', { name: /^Last Name/ });
      expect(email).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(email).toHaveAccessibleDescription("Please enter member's email");
      expect(first).toHaveAccessibleDescription("Please enter member's first name");
      expect(last).toHaveAccessibleDescription("Please enter member's last name");
      expect(email).toHaveFocus();
      expect(sent).toEqual([]);

      await user.paste('jo@whitfield');
      await user.tab();
      expect(email).toHaveAccessibleDescription('Please provide a valid email address');
      expect(await axeViolations()).toEqual([]);

      await user.clear(email);
      await user.paste('  Jo.Park@Whitfield.TEST ');
      expect(email).not.toHaveAccessibleDescription('Please provide a valid email address');
      await user.click(first);
      await user.paste(' Jo ');
      await user.click(last);
      await user.paste('Park');
      await user.keyboard('{Enter}');

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual([{ email: 'jo.park@whitfield.test', first_name: 'Jo', last_name: 'Park' }]);
      expect(screen.getByRole('status')).toHaveTextContent('The invitation was sent to jo.park@whitfield.test.');
      const row = await rowOf('Jo Park');
      expect(row).toHaveTextContent('To be activated');
      expect(screen.getByRole('heading', { level: 1, name: 'Manage Members' })).toHaveFocus();
    });

    it('shows a used email on the email field and the maximum inside the dialog', async () => {
      const user = userEvent.setup();
      answerList({ members: [sam()] });
      let answer = () => fail(MEMBER_ERR.EMAIL_USED, 'This email is already used, please use another email', { field: 'email' });
      record(MEMBER_CALLS.invite, () => answer());
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Invite member' }));
      const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
      await user.paste('sam@whitfield.test');
      await user.click(within(dialog).getByRole('textbox', { name: /^First Name/ }));
      await user.paste('Sam');
      await user.click(within(dialog).getByRole('textbox', { name: /^Last Name/ }));
      await user.paste('Again');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      const email = within(dialog).getByRole('textbox', { name: /^Email/ });
      await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used, please use another email'));
      expect(email).toHaveFocus();

      answer = () => fail(MEMBER_ERR.MAX_ACTIVE, 'The company has reached its maximum number of activated accounts');
      await user.clear(email);
      await user.paste('new@whitfield.test');
      await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The company has reached its maximum number of activated accounts');
      expect(screen.getByRole('dialog', { name: 'Invite a member' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('Resend and Reopen', () => {
    it('sends a new invitation and says the earlier link no longer works; a refusal is shown on the page', async () => {
      const user = userEvent.setup();
      const waiting = mia();
      const store = { members: [waiting] };
      const list = answerList(store);
      let refuse = false;
      const sent = record<{ member_id: string }>(MEMBER_CALLS.resend, () =>
        refuse ? fail(ERR.DAILY_LIMIT, 'A message was just sent, please try again in 1 minute') : ok({ ...waiting, invited_at: '2025-04-11T09:00:00.000Z' }),
      );
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Resend invitation to Mia Lane' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${MEMBER_MESSAGES.resent} (mia@whitfield.test).`));
      expect(sent).toEqual([{ member_id: waiting.id }]);
      await waitFor(() => expect(list.reads).toBe(2));

      refuse = true;
      await user.click(screen.getByRole('button', { name: 'Resend invitation to Mia Lane' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('A message was just sent, please try again in 1 minute');
    });

    it('reopens a closed member, and shows the maximum when the company has no seat left', async () => {
      const user = userEvent.setup();
      const closed = kit();
      const store = { members: [closed] };
      answerList(store);
      let full = true;
      record<{ member_id: string }>(MEMBER_CALLS.reopen, () => {
        if (full) return fail(MEMBER_ERR.MAX_ACTIVE, 'The company has reached its maximum number of activated accounts');
        const reopened = { ...closed, status: 'activated' as const, closed_at: null };
        store.members = [reopened];
        return ok(reopened);
      });
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Reopen Kit Cole' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The company has reached its maximum number of activated accounts');

      full = false;
      await user.click(screen.getByRole('button', { name: 'Reopen Kit Cole' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kit Cole was reopened: activated.'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Close Kit Cole' })).toBeInTheDocument();
    });
  });

  describe('Close', () => {
    it("asks which of the company's other activated accounts receives the customers and projects, then closes", async () => {
      const user = userEvent.setup();
      const leaving = sam();
      const staying = member('Ada', 'Brook');
      const waiting = mia();
      const store = { members: [leaving, staying, waiting] };
      answerList(store);
      const sent = record<{ member_id: string; receiver_id: string }>(MEMBER_CALLS.close, (body) => {
        const closed = { ...leaving, status: 'closed' as const, closed_at: '2025-06-02T08:00:00.000Z' };
        store.members = [closed, staying, waiting];
        expect(body.receiver_id).toBe(staying.id);
        return ok({ member: closed, moved: { customers: 3, projects: 1, customer_accounts: 1 } });
      });
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Close Sam Ortiz' }));
      const dialog = await screen.findByRole('dialog', { name: 'Close Sam Ortiz?' });
      expect(dialog).toHaveTextContent('Sam Ortiz (sam@whitfield.test) will no longer be able to sign in.');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      // The designer is chosen to start with.
      const picker = within(dialog).getByRole('button', { name: /Customers and projects go to/ });
      expect(picker).toHaveTextContent('Dana Whitfield');
      expect(await axeViolations()).toEqual([]);

      await user.click(picker);
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      // Sam's own account and Mia's (not activated) are not offered.
      expect(options.map((o) => o.textContent)).toEqual([
        `Dana Whitfield${adminReceiver.account} · Company admin`,
        `Ada Brook${receiverOf(staying).account} · Sub-account`,
      ]);
      await user.click(options[1]!);
      expect(picker).toHaveTextContent('Ada Brook');
      await user.click(within(dialog).getByRole('button', { name: 'Close account' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual([{ member_id: leaving.id, receiver_id: staying.id }]);
      expect(screen.getByRole('status')).toHaveTextContent('Sam Ortiz was closed. 3 customers and 1 project passed to Ada Brook.');
      await waitFor(async () => expect(await rowOf('Sam Ortiz')).toHaveTextContent('Closed'));
      expect(await rowOf('Sam Ortiz')).toHaveTextContent(/Jun 2, 2025/);
    });

    it('keeps a refusal inside the dialog, and Cancel closes nothing', async () => {
      const user = userEvent.setup();
      const leaving = sam();
      answerList({ members: [leaving] });
      const sent = record(MEMBER_CALLS.close, () => fail(MEMBER_ERR.RECEIVER_NOT_FOUND, MEMBER_MESSAGES.receiverNotFound, { field: 'receiver_id' }));
      await mountMembers(MembersPage);
      await user.click(await screen.findByRole('button', { name: 'Close Sam Ortiz' }));
      const dialog = await screen.findByRole('dialog', { name: 'Close Sam Ortiz?' });
      await user.click(within(dialog).getByRole('button', { name: 'Close account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBER_MESSAGES.receiverNotFound);
      expect(sent).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await rowOf('Sam Ortiz')).toHaveTextContent('Activated');
      // The focus comes back to the button that opened the dialog once the dialog has gone.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close Sam Ortiz' })).toHaveFocus());
    });
  });
});
