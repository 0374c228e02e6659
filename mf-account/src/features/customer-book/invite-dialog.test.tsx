import {
  CUSTOMER_BOOK_MESSAGES,
  CUSTOMER_CALLS,
  CUSTOMER_MESSAGES,
  ERR,
  FAVORITE_CALLS,
  MESSAGES,
  type CustomerDetailResponse,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { avery, designerSession, detailOf, invited, mountPage, unmountAll } from '../../test/customer-book';
import { dateTime } from './book-rules';
import CustomerBookPage from './customer-book';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the customer's detail and its invitations as the api would (each send a new link, sent now); returns the bodies sent. */
function answerInvitations(detail: CustomerDetailResponse) {
  let current = detail;
  const sent: unknown[] = [];
  server.use(
    on(CUSTOMER_CALLS.detail, () => ok(current)),
    on(FAVORITE_CALLS.list, () => ok({ list: [], total: 0, customer_name: current.customer.name })),
    on(CUSTOMER_CALLS.invite, async ({ request }) => {
      const body = (await request.json()) as { customer_id: string; email?: string };
      sent.push(body);
      current = { customer: { ...current.customer, email: body.email ?? current.customer.email }, invitation: invited(new Date(Date.now() - sent.length * 1000).toISOString()) };
      return ok(current);
    }),
  );
  return { sent, current: () => current };
}

async function openDialog(detail: CustomerDetailResponse, action = 'Invite customer') {
  const user = userEvent.setup();
  const answers = answerInvitations(detail);
  await mountPage(CustomerBookPage, 'customerFavourite', { session: designerSession, query: { id: detail.customer.id } });
  const trigger = await screen.findByRole('button', { name: action });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: action });
  return { user, dialog, trigger, ...answers };
}

describe('the invite customer dialog', () => {
  it('confirms the email, sends the invitation, then shows when it was sent and when it expires, with Resend', async () => {
    const { user, dialog, trigger, sent, current } = await openDialog(detailOf(avery));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('avery@clients.test');
    expect(email).toHaveFocus();
    expect(within(dialog).getByText(/The link is valid for 3 days/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const done = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(sent).toEqual([{ customer_id: avery.id, email: 'avery@clients.test' }]);
    const { sent_at, expires_at } = current().invitation;
    expect(within(done).getByText('Sent').nextElementSibling).toHaveTextContent(dateTime(sent_at!));
    expect(within(done).getByText('Expires').nextElementSibling).toHaveTextContent(dateTime(expires_at!));
    expect(within(done).getByRole('status')).toHaveTextContent(`${CUSTOMER_BOOK_MESSAGES.invitationSent} to avery@clients.test.`);
    expect(within(done).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    // The page behind follows: the customer is invited now.
    expect(screen.getByText('Invited')).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ customer_id: avery.id });
    await waitFor(() => expect(within(done).getByText('Sent').nextElementSibling).toHaveTextContent(dateTime(current().invitation.sent_at!)));

    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the action, now Resend invitation.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend invitation' })).toHaveFocus());
    expect(trigger).toHaveTextContent('Resend invitation');
  });

  it('takes a corrected email before the first invitation, checks it as the form does, and sends it', async () => {
    const { user, dialog, sent } = await openDialog(detailOf(avery));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'avery@home');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText(MESSAGES.validEmail)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(email, '.test');
    expect(within(dialog).queryByText(MESSAGES.validEmail)).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(sent).toEqual([{ customer_id: avery.id, email: 'avery@home.test' }]);
    expect(screen.getByText('avery@home.test', { selector: '.acb-detail-email' })).toBeInTheDocument();
  });

  it("shows 'This email is already used, please use another email' on the email field, and the dialog stays", async () => {
    const { user, dialog } = await openDialog(detailOf(avery));
    server.use(on(CUSTOMER_CALLS.invite, () => fail(ERR.EMAIL_EXISTS, MESSAGES.emailUsed, { field: 'email' })));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This email is already used, please use another email')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Invite customer' })).toBeInTheDocument();
  });

  it('resends to the email already invited: read-only, sent without an email; a refusal is shown in the dialog', async () => {
    const { user, dialog, sent } = await openDialog(detailOf(avery, invited()), 'Resend invitation');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(CUSTOMER_BOOK_MESSAGES.emailLocked);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    server.use(on(CUSTOMER_CALLS.invite, () => fail(ERR.DAILY_LIMIT, 'A message was just sent, please try again in 42 s')));
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A message was just sent, please try again in 42 s');
    expect(sent).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend invitation' })).toHaveFocus());
  });

  it('keeps the customer form rule in step: an email the company already has lands on the field', async () => {
    const { user, dialog } = await openDialog(detailOf(avery));
    server.use(on(CUSTOMER_CALLS.invite, () => fail(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' })));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(CUSTOMER_MESSAGES.emailExists)).toBeInTheDocument();
  });
});
