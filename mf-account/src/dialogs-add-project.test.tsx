import { ERR, PROJECT_CALLS, PROJECT_MESSAGES, type ProjectSummary, type SessionSnapshot } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from './dialogs';
import { NARROW_QUERY } from './features/add-project/add-project';
import { answerCustomerList, avery, blake, designerSession, mountDialog, unmountAll } from './test/customers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
  narrowScreen(false);
});
afterAll(() => server.close());

const REQUEST = { sku_number: 'CA-1001', buy_number: 2 };

function project(id: string, name: string, customer = avery, items = 0): ProjectSummary {
  return { id, name, customer_id: customer.id, customer_name: customer.name, item_count: items, unit_count: items, updated_at: '2026-11-20T10:00:00.000Z' };
}
const LIVING = project('7a1c5f52-1c1e-4a3b-9a55-0d3f3c1b2a01', 'Living room', avery, 3);
const STUDY = project('7a1c5f52-1c1e-4a3b-9a55-0d3f3c1b2a02', 'Study', avery, 1);

/** Answers a customer's projects from `store` (the creations below add to it), recording each customer asked for. */
function answerProjects(store: ProjectSummary[]) {
  const asked: Array<string | undefined> = [];
  server.use(
    on(PROJECT_CALLS.customerProjects, async ({ request }) => {
      const { customer_id } = (await request.json()) as { customer_id?: string };
      asked.push(customer_id);
      return ok({ list: store.filter((p) => p.customer_id === customer_id), total: store.length });
    }),
  );
  return asked;
}

function narrowScreen(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('AddProject', { timeout: 20_000 }, () => {
  it('adds the product and quantity to a chosen project of a chosen customer, and says so', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    answerProjects([LIVING, STUDY]);
    const sent: unknown[] = [];
    server.use(
      on(PROJECT_CALLS.addItem, async ({ request }) => {
        sent.push(await request.json());
        return ok({ message: PROJECT_MESSAGES.added, item_id: 'item-1', count: 2 });
      }),
    );
    const dialog = await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    const add = screen.getByRole('button', { name: 'Add to project' });
    expect(add).toBeDisabled();
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    expect(await screen.findByRole('heading', { name: 'Projects for Avery Stone' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /^Study/ }));
    await user.click(add);
    await waitFor(() => expect(dialog.closed).toBe(1));
    expect(sent).toEqual([{ ...REQUEST, project_id: STUDY.id }]);
    expect(dialog.toasts).toEqual([{ kind: 'success', message: 'Added to project' }]);
  });

  it('creates a project from the input, reloads the list and chooses it; a duplicate name is named on the field', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    const store = [LIVING];
    const asked = answerProjects(store);
    server.use(
      on(PROJECT_CALLS.create, async ({ request }) => {
        const { name } = (await request.json()) as { name: string };
        if (store.some((p) => p.name.toLowerCase() === name.toLowerCase())) return fail(ERR.PROJECT_DUPLICATE, PROJECT_MESSAGES.duplicate, { field: 'name' });
        const created = project('7a1c5f52-1c1e-4a3b-9a55-0d3f3c1b2a09', name);
        store.push(created);
        return ok(created);
      }),
    );
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    const input = await screen.findByRole('textbox', { name: 'New project' });
    await user.type(input, 'Living room');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Cannot have duplicate project within same customer')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '  Primary suite  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const created = await screen.findByRole('option', { name: /^Primary suite/ });
    await waitFor(() => expect(created).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('button', { name: 'Add to project' })).toBeEnabled();
    expect(asked.filter((id) => id === avery.id).length).toBeGreaterThanOrEqual(2);
  });

  it('ignores a blank project name on wide screens and names it on narrow ones', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    answerProjects([]);
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.queryByText(PROJECT_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await unmountAll();
    narrowScreen(true);
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PROJECT_MESSAGES.nameRequired)).toBeInTheDocument();
  });

  it('on narrow screens shows one step at a time, and Back returns to the customers', async () => {
    const user = userEvent.setup();
    narrowScreen(true);
    answerCustomerList(server);
    answerProjects([LIVING]);
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    expect(screen.queryByRole('listbox', { name: 'Projects' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /^Blake Rivers/ }));
    expect(screen.queryByRole('listbox', { name: 'Customers' })).not.toBeInTheDocument();
    expect(await screen.findByText('No projects yet. Name a new one below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('listbox', { name: 'Customers' })).toBeInTheDocument();
  });

  it("in client mode starts at Project with the customer being served", async () => {
    narrowScreen(true);
    answerCustomerList(server);
    const asked = answerProjects([LIVING]);
    const session: SessionSnapshot = { ...designerSession, mode: 'mibd_communicate', customerId: avery.id };
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST, session });
    expect(await screen.findByRole('option', { name: /^Living room/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects for Avery Stone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(asked).toEqual([avery.id]);
  });

  it('Create Customer keeps the product for the way back, and the new customer is chosen on return', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    answerProjects([]);
    const first = await mountDialog(dialogs, 'AddProject', { payload: { ...REQUEST, customizable_type: 4 } });
    await user.click(await screen.findByRole('button', { name: /Create Customer/ }));
    expect(first.opened).toEqual([{ kind: 'CreateCustomer', payload: { back: 'AddProject', backPayload: { ...REQUEST, customizable_type: 4 } } }]);
    await unmountAll();
    await mountDialog(dialogs, 'AddProject', { payload: { ...REQUEST, created: blake.id, createdName: 'Blake Rivers' } });
    expect(await screen.findByText('No projects yet. Name a new one below.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects for Blake Rivers' })).toBeInTheDocument();
  });

  it('shows a refused add in the dialog and stays open', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    answerProjects([LIVING]);
    server.use(on(PROJECT_CALLS.addItem, () => fail(ERR.PRODUCT_NOT_FOUND, 'Product does not exist')));
    const dialog = await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    await user.click(await screen.findByRole('option', { name: /^Living room/ }));
    await user.click(screen.getByRole('button', { name: 'Add to project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product does not exist');
    expect(dialog.closed).toBe(0);
  });

  it('has no serious accessibility violations', async () => {
    const user = userEvent.setup();
    answerCustomerList(server);
    answerProjects([LIVING, STUDY]);
    await mountDialog(dialogs, 'AddProject', { payload: REQUEST });
    await user.click(await screen.findByRole('option', { name: /^Avery Stone/ }));
    await screen.findByRole('option', { name: /^Study/ });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
