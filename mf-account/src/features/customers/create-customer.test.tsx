import { CUSTOMER_CALLS, CUSTOMER_MESSAGES, ERR, MESSAGES } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { customer, mountPage, unmountAll, visitorSession } from '../../test/customers';
import CreateCustomerPage from './create-customer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers create customer with `reply` and records every request body. */
function addCall(reply: (body: Record<string, string>) => Response = (b) => ok(customer(b.first_name!, b.last_name!, { email: b.email! }))) {
  const bodies: Array<Record<string, string>> = [];
  server.use(
    on(CUSTOMER_CALLS.add, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Fills a field the quick way (a paste), for fields a test is not about. */
async function fill(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

describe('create customer form', { timeout: 20_000 }, () => {
  it('shows each required field message when the field loses focus empty, with the spec words', async () => {
    const user = userEvent.setup();
    await mountPage(CreateCustomerPage, 'createCustomer');
    await user.click(await screen.findByRole('textbox', { name: /^First Name/ }));
    await user.tab();
    expect(await screen.findByText("Please enter customer's first name")).toBeInTheDocument();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(await screen.findByText("Please enter customer's last name")).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Please enter customer's email")).toBeInTheDocument();
    // Optional fields left empty are fine.
    await user.tab();
    await user.tab();
    expect(screen.queryByText(MESSAGES.validPhone)).not.toBeInTheDocument();
  });

  it('checks the email for a two to four letter ending, and clears the message as it is corrected', async () => {
    const user = userEvent.setup();
    await mountPage(CreateCustomerPage, 'createCustomer');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await user.type(email, 'avery@clients.technology');
    await user.tab();
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'avery@clients.test');
    await waitFor(() => expect(screen.queryByText('Please provide a valid email address')).not.toBeInTheDocument());
    expect(email).toHaveAttribute('maxlength', '50');
  });

  it('limits the names to 20 characters', async () => {
    await mountPage(CreateCustomerPage, 'createCustomer');
    expect(await screen.findByRole('textbox', { name: /^First Name/ })).toHaveAttribute('maxlength', '20');
    expect(field('Last Name')).toHaveAttribute('maxlength', '20');
    expect(field('Street Address')).toHaveAttribute('maxlength', '200');
    expect(field('City')).toHaveAttribute('maxlength', '50');
    expect(field('Postal Code')).toHaveAttribute('maxlength', '10');
  });

  it('groups the phone 3-3-4 while typing and drops a leading +1', async () => {
    const user = userEvent.setup();
    await mountPage(CreateCustomerPage, 'createCustomer');
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.type(phone, '212');
    expect(phone).toHaveValue('212');
    await user.type(phone, '5');
    expect(phone).toHaveValue('212-5');
    await user.type(phone, '550100');
    expect(phone).toHaveValue('212-555-0100');
    await user.type(phone, '99');
    expect(phone).toHaveValue('212-555-0100');
    await user.clear(phone);
    await user.type(phone, '+1 (646) 555 0199');
    expect(phone).toHaveValue('646-555-0199');
    expect(phone).toHaveAttribute('maxlength', '12');
  });

  it('says an incomplete phone and a bad postal code on blur', async () => {
    const user = userEvent.setup();
    await mountPage(CreateCustomerPage, 'createCustomer');
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '212555');
    await user.tab();
    expect(await screen.findByText('Please provide a valid phone number')).toBeInTheDocument();
    const postal = field('Postal Code');
    for (const [typed, valid] of [
      ['1234', false],
      ['12345', true],
      ['12345-678', false],
      ['12345-6789', true],
    ] as const) {
      await user.clear(postal);
      await user.type(postal, typed);
      await user.tab();
      if (valid) await waitFor(() => expect(screen.queryByText(CUSTOMER_MESSAGES.validPostal)).not.toBeInTheDocument());
      else expect(await screen.findByText('Please provide a valid postal code')).toBeInTheDocument();
    }
  });

  it('on a failed submit shows every problem and moves to the first one, sending nothing', async () => {
    const user = userEvent.setup();
    const bodies = addCall();
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.getAttribute('name') ?? '');
    };
    await mountPage(CreateCustomerPage, 'createCustomer');
    await user.type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Avery');
    await user.type(field('Postal Code'), '99');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText("Please enter customer's last name")).toBeInTheDocument();
    expect(screen.getByText("Please enter customer's email")).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid postal code')).toBeInTheDocument();
    expect(field('Last Name')).toHaveFocus();
    expect(scrolled).toEqual(['last_name']);
    expect(bodies).toEqual([]);
  });

  it('sends the form with the phone as ten digits (no +1, no dashes), then returns to customer selection with the new customer', async () => {
    const user = userEvent.setup();
    const bodies = addCall();
    const page = await mountPage(CreateCustomerPage, 'createCustomer', { query: { redirect: '/cart' } });
    await screen.findByRole('textbox', { name: /^First Name/ });
    await fill(user, 'First Name', ' Avery ');
    await fill(user, 'Last Name', 'Stone');
    await fill(user, 'Email', 'Avery@Clients.test');
    await fill(user, 'Phone', '12125550100');
    await fill(user, 'Street Address', '1 Main St');
    await fill(user, 'City', 'New York');
    await fill(user, 'State', 'NY');
    await fill(user, 'Postal Code', '10001-1234');
    await fill(user, 'Country', 'United States');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(page.visited).toHaveLength(1));
    expect(bodies).toEqual([
      {
        first_name: 'Avery',
        last_name: 'Stone',
        email: 'avery@clients.test',
        phone: '2125550100',
        street_address: '1 Main St',
        city: 'New York',
        state: 'NY',
        postal: '10001-1234',
        country: 'United States',
      },
    ]);
    const created = customer('Avery', 'Stone');
    expect(page.visited).toEqual([`/selectCustomer?redirect=%2Fcart&created=${created.id}`]);
    expect(page.toasts).toEqual([{ kind: 'success', message: 'Avery Stone was added to your customers' }]);
  });

  it('shows 25002 on the email field, not as a toast', async () => {
    const user = userEvent.setup();
    addCall(() => fail(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' }));
    const page = await mountPage(CreateCustomerPage, 'createCustomer');
    await screen.findByRole('textbox', { name: /^First Name/ });
    await fill(user, 'First Name', 'Avery');
    await fill(user, 'Last Name', 'Stone');
    await fill(user, 'Email', 'avery@clients.test');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(page.toasts).toEqual([]);
    expect(page.visited).toEqual([]);
  });

  it("shows 25002 on the email field when the shell's api client throws its own copy of ApiError", async () => {
    const user = userEvent.setup();
    // The shell bundles its own copy of the contracts: its ApiError is another class, with the same shape.
    class ShellApiError extends Error {
      readonly err = ERR.EMAIL_EXISTS;
    }
    const api = { call: () => Promise.reject(new ShellApiError(CUSTOMER_MESSAGES.emailExists)) };
    const page = await mountPage(CreateCustomerPage, 'createCustomer', { api });
    await screen.findByRole('textbox', { name: /^First Name/ });
    await fill(user, 'First Name', 'Avery');
    await fill(user, 'Last Name', 'Stone');
    await fill(user, 'Email', 'avery@clients.test');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(page.toasts).toEqual([]);
  });

  it('shows other failures as a toast with the server message', async () => {
    const user = userEvent.setup();
    addCall(() => fail(ERR.NO_PERMISSION, MESSAGES.noPermission));
    const page = await mountPage(CreateCustomerPage, 'createCustomer');
    await screen.findByRole('textbox', { name: /^First Name/ });
    await fill(user, 'First Name', 'Avery');
    await fill(user, 'Last Name', 'Stone');
    await fill(user, 'Email', 'avery@clients.test');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(page.toasts).toEqual([{ kind: 'error', message: MESSAGES.noPermission }]));
  });

  it('goes back to customer selection', async () => {
    const user = userEvent.setup();
    const page = await mountPage(CreateCustomerPage, 'createCustomer', { query: { redirect: '/cart' } });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(page.visited).toEqual(['/selectCustomer?redirect=%2Fcart']);
  });

  it('sends a visitor to log in first', async () => {
    const page = await mountPage(CreateCustomerPage, 'createCustomer', { session: visitorSession });
    await waitFor(() => expect(page.visited).toEqual(['/login?redirect=%2FcreateCustomer']));
  });
});
