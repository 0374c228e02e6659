import type { Customer } from '@storefront/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { answerCustomerList, mountPage, unmountAll } from '../../test/customers';
import SelectCustomerPage from './select-customer';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the customer list, narrowed by the search like the api, and records every search sent. */
const listCall = (all?: Customer[]) => answerCustomerList(server, all);

const names = async () => within(await screen.findByRole('listbox', { name: 'Customers' })).getAllByRole('option').map((o) => o.textContent);

/**
 * The search, typed with fireEvent: the list's virtual focus moves while React commits the narrowed list, and
 * user-event would wrap that focus event in a nested act() (a test-only artefact).
 */
describe('customer search', { timeout: 15_000 }, () => {
  it('narrows the list as the search is typed, sends one search when typing stops, and says when nothing matches', async () => {
    const searches = listCall();
    await mountPage(SelectCustomerPage, 'selectCustomer');
    await waitFor(async () => expect(await names()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    for (const typed of ['s', 'st', 'stu', 'studio']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(screen.queryByRole('option', { name: /^Avery Stone/ })).not.toBeInTheDocument());
    expect(await names()).toEqual([expect.stringContaining('Blake Rivers')]);
    expect(screen.getByText('1 customer')).toBeInTheDocument();
    expect(searches).toEqual(['', 'studio']);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(await screen.findByText('No customers match “zz”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await names()).toHaveLength(3));
  });
});
