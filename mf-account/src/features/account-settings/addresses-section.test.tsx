import {
  ACCOUNT_CALLS,
  ACCOUNT_SETTINGS_ERR,
  ACCOUNT_SETTINGS_MESSAGES as M,
  BILL_ADDRESS_MAX,
  MESSAGES,
  type BillAddress,
  type BillAddressListResponse,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { accountHandlers, billAddressOf, choose, field, fill, mountPage, newId, unmountAll, type User } from '../../test/account-settings';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Calls {
  add: unknown[];
  edit: unknown[];
  remove: unknown[];
  setDefault: unknown[];
}

/** Answers the address calls from `store` as the api does (default first, then the newest; one default); returns every body sent. */
function answerAddresses(store: BillAddress[], options: { hold?: Promise<void> } = {}): Calls {
  const calls: Calls = { add: [], edit: [], remove: [], setDefault: [] };
  const listed = (): BillAddressListResponse => ({
    list: [...store].sort((a, b) => Number(b.is_default) - Number(a.is_default)),
    max: BILL_ADDRESS_MAX,
  });
  const makeDefault = (id: string) => store.forEach((a) => (a.is_default = a.id === id));
  server.use(
    on(ACCOUNT_CALLS.addressList, () => ok(listed())),
    on(ACCOUNT_CALLS.addressAdd, async ({ request }) => {
      const body = (await request.json()) as BillAddress & { is_default?: boolean };
      calls.add.push(body);
      await options.hold;
      if (store.length >= BILL_ADDRESS_MAX) return fail(ACCOUNT_SETTINGS_ERR.ADDRESS_LIMIT, M.addressLimit);
      const { is_default: wanted, ...form } = body;
      const address = billAddressOf(form.street_address, { ...form, phone: form.phone.replace(/\D/g, ''), is_default: false });
      store.unshift(address);
      if (wanted || store.length === 1) makeDefault(address.id);
      return ok({ id: address.id, ...listed() });
    }),
    on(ACCOUNT_CALLS.addressEdit, async ({ request }) => {
      const body = (await request.json()) as BillAddress & { is_default?: boolean };
      calls.edit.push(body);
      const found = store.find((a) => a.id === body.id);
      if (!found) return fail(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, M.addressNotFound);
      const { is_default: wanted, ...form } = body;
      Object.assign(found, form, { phone: form.phone.replace(/\D/g, '') });
      if (wanted) makeDefault(found.id);
      return ok({ id: found.id, ...listed() });
    }),
    on(ACCOUNT_CALLS.addressDelete, async ({ request }) => {
      const body = (await request.json()) as { id: string };
      calls.remove.push(body);
      const at = store.findIndex((a) => a.id === body.id);
      if (at < 0) return fail(ACCOUNT_SETTINGS_ERR.ADDRESS_NOT_FOUND, M.addressNotFound);
      const [gone] = store.splice(at, 1);
      if (gone!.is_default && store[0]) makeDefault(store[0].id);
      return ok(listed());
    }),
    on(ACCOUNT_CALLS.addressSetDefault, async ({ request }) => {
      const body = (await request.json()) as { id: string };
      calls.setDefault.push(body);
      makeDefault(body.id);
      return ok(listed());
    }),
  );
  return calls;
}

async function openAddresses(store: BillAddress[], options: { hold?: Promise<void>; brand?: 'HOM' | 'FFD' } = {}) {
  server.use(...accountHandlers());
  const calls = answerAddresses(store, options);
  const mounted = await mountPage('accountSettings', { query: { tab: 'addresses' }, brand: options.brand });
  await screen.findByRole('heading', { level: 2, name: 'Bill addresses' });
  return { ...mounted, calls };
}

const cards = () => within(screen.getByRole('list', { name: 'Bill addresses' })).getAllByRole('listitem');

async function fillAddress(user: User, street = '200 Lexington Ave') {
  await fill(user, 'First Name', 'Dana');
  await fill(user, 'Last Name', 'Reyes');
  await fill(user, 'Street Address', street);
  await fill(user, 'City', 'New York');
  await choose(user, 'State / Province', 'New York');
  await fill(user, 'Postal Code', '10016');
}

describe('Bill addresses', { timeout: 20_000 }, () => {
  it('lists the addresses, the default first and marked, each with its actions', async () => {
    await openAddresses([billAddressOf('12 Home Lane'), billAddressOf('200 Lexington Ave', { is_default: true, apartment: 'Suite 4' })]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('Dana Reyes, Studio One200 Lexington Ave, Suite 4New York, NY 10016United States212-555-0100');
    expect(within(first).queryByRole('button', { name: /Make .* the default/ })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Make 12 Home Lane the default' })).toBeInTheDocument();
    expect(screen.getByText('2 of 10 addresses')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says each field's message when it is left or the form is saved empty, and focuses the first", async () => {
    const { user, calls } = await openAddresses([]);
    expect(await screen.findByText('You have no bill address yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Add a bill address' })).toBeInTheDocument();
    await user.click(field('First Name'));
    await user.tab();
    expect(field('First Name')).toHaveAccessibleDescription(M.firstName);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const message of [M.lastName, M.street, M.city, M.state, M.postal]) expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    await fill(user, 'Postal Code', '1001');
    await user.tab();
    expect(field('Postal Code')).toHaveAccessibleDescription(M.postalValid);
    await fill(user, 'Phone', '555');
    await user.tab();
    expect(field('Phone')).toHaveAccessibleDescription(`Optional. Ten digits, such as 212-555-0100. ${M.validPhone}`);
    expect(calls.add).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('adds the first address as the default, the phone formatted as it is typed and sent as ten digits', async () => {
    const store: BillAddress[] = [];
    const { user, calls } = await openAddresses(store);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    expect(screen.getByText('Your first address becomes your default bill address.')).toBeInTheDocument();
    await fillAddress(user);
    await user.type(field('Phone'), '12125550100');
    expect(field('Phone')).toHaveValue('212-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The address has been added.');
    expect(calls.add).toEqual([
      { first_name: 'Dana', last_name: 'Reyes', company: '', street_address: '200 Lexington Ave', apartment: '', city: 'New York', country: 'US', state: 'NY', postal: '10016', phone: '2125550100' },
    ]);
    expect(cards()[0]).toHaveTextContent('Default');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Bill addresses' })).toHaveFocus());
  });

  it('changes the states with the country, and sends a Canadian address as the default when asked', async () => {
    const { user, calls } = await openAddresses([billAddressOf('12 Home Lane', { is_default: true })]);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fill(user, 'First Name', 'Dana');
    await fill(user, 'Last Name', 'Reyes');
    await fill(user, 'Street Address', '1 King St W');
    await fill(user, 'City', 'Toronto');
    await choose(user, 'Country', 'Canada');
    await choose(user, 'State / Province', 'Ontario');
    await fill(user, 'Postal Code', 'M5H 1A1');
    await user.click(screen.getByRole('checkbox', { name: 'Use as my default bill address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect(calls.add[0]).toMatchObject({ country: 'CA', state: 'ON', postal: 'M5H 1A1', is_default: true });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('1 King St W'));
    expect(cards()[0]).toHaveTextContent('Default');
  });

  it('shows progress while saving and ignores repeated presses', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { user, calls } = await openAddresses([], { hold });
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const pending = await screen.findByRole('button', { name: /Saving address/ });
    await user.click(pending);
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText('The address has been added.')).toBeInTheDocument();
    expect(calls.add).toHaveLength(1);
  });

  it("says 'The number of addresses has reached the limit' at 10, where Add is disabled, and when the api refuses one", async () => {
    const ten = Array.from({ length: BILL_ADDRESS_MAX }, (_, i) => billAddressOf(`${i + 1} Limit Road`, { is_default: i === 0 }));
    await openAddresses(ten);
    expect(await screen.findByText(M.addressLimit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeDisabled();
    await unmountAll();
    server.resetHandlers();

    // Another page added the tenth meanwhile: the api's refusal is said in the form.
    const nine = ten.slice(0, 9);
    const { user } = await openAddresses(nine);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    nine.push(billAddressOf('10 Limit Road'));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.addressLimit);
  });

  it('edits an address in place, and makes another the default', async () => {
    const store = [billAddressOf('12 Home Lane'), billAddressOf('200 Lexington Ave', { is_default: true })];
    const { user, calls } = await openAddresses(store);
    await user.click(await screen.findByRole('button', { name: 'Edit 12 Home Lane' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Edit bill address' })).toBeInTheDocument();
    expect(field('Street Address')).toHaveValue('12 Home Lane');
    expect(field('Phone')).toHaveValue('212-555-0100');
    await user.clear(field('Street Address'));
    await user.paste('14 Home Lane');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been saved.')).toBeInTheDocument();
    expect(calls.edit).toEqual([expect.objectContaining({ id: store.find((a) => a.street_address === '14 Home Lane')!.id, street_address: '14 Home Lane' })]);
    await user.click(screen.getByRole('button', { name: 'Make 14 Home Lane the default' }));
    expect(await screen.findByText('14 Home Lane is now your default bill address.')).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('14 Home Lane');
    expect(cards()[0]).toHaveTextContent('Default');
    expect(calls.setDefault).toHaveLength(1);
  });

  it('deletes an address after a confirm that starts on Cancel', async () => {
    const store = [billAddressOf('12 Home Lane'), billAddressOf('200 Lexington Ave', { is_default: true })];
    const { user, calls } = await openAddresses(store);
    await user.click(await screen.findByRole('button', { name: 'Delete 200 Lexington Ave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('Dana Reyes, Studio One, 200 Lexington Ave, New York, NY 10016, United States will be deleted. Your newest other address becomes the default.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.remove).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete 200 Lexington Ave' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The address has been deleted.')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Default');
  });

  it('keeps a refused delete inside the dialog', async () => {
    const { user } = await openAddresses([billAddressOf('12 Home Lane', { is_default: true })]);
    server.use(on(ACCOUNT_CALLS.addressDelete, () => fail(50000, MESSAGES.requestFalse)));
    await user.click(await screen.findByRole('button', { name: 'Delete 12 Home Lane' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete address' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(MESSAGES.requestFalse);
  });

  it('reads the list again when an edited address is gone', async () => {
    const store = [billAddressOf('12 Home Lane', { is_default: true })];
    const { user } = await openAddresses(store);
    await user.click(await screen.findByRole('button', { name: 'Edit 12 Home Lane' }));
    store.splice(0, 1, billAddressOf('9 Other Street', { is_default: true, id: newId() }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.addressNotFound);
    await waitFor(() => expect(cards()[0]).toHaveTextContent('9 Other Street'));
  });
});
