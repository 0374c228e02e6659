import { ERR, PROJECT_CALLS, PROJECT_MESSAGES, type ProjectDetailResponse, type ProjectItem, type SessionSnapshot } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import {
  agentSession,
  clientSession,
  customerSession,
  designerSession,
  mountPage,
  projectDetail,
  projectItem,
  projectSummary,
  subtotalOf,
  unmountAll,
  withoutDesignerPrice,
} from '../../test/projects';
import ProjectDetailPage from './project-detail';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const project = projectSummary('Kitchen refresh', { customer_name: 'Avery Stone', updated_at: '2025-03-05T12:00:00.000Z' });
const sofa = () => projectItem('Marlowe Sofa', 'CA-1001', { count: 2 });
const chair = () => projectItem('Ava Chair', 'CA-2002', { customizable_type: 4, msrp_price: 900, designer_price: 500, consumer_price: 700 });
const table = () => projectItem('Oak Table', 'CA-3003', { status: '2', stock_tag: 'unavailable', designer_price: 800 });

/**
 * Answers the project's calls from one copy of it, as the api would: the detail, quantity changes and removals
 * (with the new subtotals), and moves to the cart. Returns what each call was sent.
 */
function answerProject(detail: ProjectDetailResponse, toCart: { list: Array<{ sku_number: string; added: number; errmsg: string }>; count: number } = { list: [], count: 0 }) {
  const items: ProjectItem[] = detail.items.map((i) => ({ ...i }));
  const sent = { detail: [] as unknown[], update: [] as unknown[], remove: [] as unknown[], toCart: [] as unknown[] };
  server.use(
    on(PROJECT_CALLS.detail, async ({ request }) => {
      sent.detail.push(await request.json());
      return ok({ ...detail, items, subtotal: subtotalOf(items) });
    }),
    on(PROJECT_CALLS.updateItem, async ({ request }) => {
      const body = (await request.json()) as { item_id: string; buy_number: number };
      sent.update.push(body);
      const item = items.find((i) => i.id === body.item_id)!;
      item.count = body.buy_number;
      return ok({ item_id: item.id, count: item.count, subtotal: subtotalOf(items) });
    }),
    on(PROJECT_CALLS.removeItems, async ({ request }) => {
      const body = (await request.json()) as { item_ids: string[] };
      sent.remove.push(body);
      for (const id of body.item_ids) items.splice(items.findIndex((i) => i.id === id), 1);
      return ok({ removed: body.item_ids.length, subtotal: subtotalOf(items) });
    }),
    on(PROJECT_CALLS.toCart, async ({ request }) => {
      sent.toCart.push(await request.json());
      return ok(toCart);
    }),
  );
  return sent;
}

const open = (session: SessionSnapshot = designerSession, id = project.id) => mountPage(ProjectDetailPage, 'projectDetail', { query: { id }, session });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const summary = () => screen.getByRole('region', { name: 'Subtotal' });

describe('/projectDetail', { timeout: 15_000 }, () => {
  it('shows the project, its customer and its items: picture, product link, SKU, COM and unavailable marks, prices and the subtotal', async () => {
    const sent = answerProject(projectDetail(project, [sofa(), chair(), table()]));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen refresh' })).toBeInTheDocument();
    expect(sent.detail).toEqual([{ project_id: project.id }]);
    expect(screen.getByText('Customer').nextElementSibling).toHaveTextContent('Avery Stone');
    expect(screen.getByRole('link', { name: /Projects/ })).toHaveAttribute('href', '/personalProject');

    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Product',
      'Quantity',
      'MSRP',
      'Designer price',
      'Consumer price',
      'Subtotal at designer price',
      'Actions',
    ]);
    const sofaRow = rowOf('Marlowe Sofa');
    expect(within(sofaRow).getByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    // The picture is decoration beside the name (alt ''), so it is found by its element.
    expect(sofaRow.querySelector('img')).toHaveAttribute('src', expect.stringContaining('CA-1001_1.jpg'));
    expect(sofaRow).toHaveTextContent('SKU CA-1001');
    expect(within(sofaRow).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      expect.stringContaining('Quantity'),
      'MSRP$2,000.00',
      'Designer price$1,000.00',
      'Consumer price$1,500.00',
      'Subtotal$2,000.00',
      'Remove',
    ]);
    expect(rowOf('Ava Chair')).toHaveTextContent("COM (customer's own material)");
    expect(rowOf('Marlowe Sofa')).not.toHaveTextContent('COM');
    expect(rowOf('Oak Table')).toHaveTextContent('Unavailable for Purchase');
    expect(rowOf('Oak Table')).toHaveTextContent('Not counted');
    expect(rowOf('Ava Chair')).not.toHaveTextContent('Unavailable');

    expect(summary()).toHaveTextContent('MSRP$4,900.00');
    expect(summary()).toHaveTextContent('Designer price$2,500.00');
    expect(summary()).toHaveTextContent('Consumer price$3,700.00');
    expect(summary()).toHaveTextContent('Items unavailable for purchase are not counted.');
  });

  it("changes an item's quantity with the stepper: the row's subtotal and the project's subtotal follow", async () => {
    const user = userEvent.setup();
    const first = sofa();
    const sent = answerProject(projectDetail(project, [first, chair()]));
    await open();
    const row = await screen.findByRole('row', { name: /Marlowe Sofa/ });
    const quantity = within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' });
    expect(quantity).toHaveValue('2');
    await user.click(within(row).getByRole('button', { name: /Increase/ }));
    expect(quantity).toHaveValue('3');
    expect(row).toHaveTextContent('Subtotal$3,000.00');
    await waitFor(() => expect(summary()).toHaveTextContent('Designer price$3,500.00'));
    expect(sent.update).toEqual([{ project_id: project.id, item_id: first.id, buy_number: 3 }]);
    expect(screen.getByText('Quantity of Marlowe Sofa set to 3.')).toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    await waitFor(() => expect(summary()).toHaveTextContent('Designer price$5,500.00'));
    expect(row).toHaveTextContent('Subtotal$5,000.00');
    expect(sent.update.at(-1)).toEqual({ project_id: project.id, item_id: first.id, buy_number: 5 });
  });

  it("puts a refused quantity back and shows the api's message on the field", async () => {
    const user = userEvent.setup();
    answerProject(projectDetail(project, [sofa()]));
    server.use(on(PROJECT_CALLS.updateItem, () => fail(ERR.PROJECT_ITEM_NOT_FOUND, PROJECT_MESSAGES.itemNotFound)));
    await open();
    const row = await screen.findByRole('row', { name: /Marlowe Sofa/ });
    await user.click(within(row).getByRole('button', { name: /Increase/ }));
    const quantity = within(row).getByRole('textbox', { name: 'Quantity of Marlowe Sofa' });
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(PROJECT_MESSAGES.itemNotFound));
    expect(quantity).toHaveValue('2');
    expect(summary()).toHaveTextContent('Designer price$2,000.00');
  });

  it('removes an item: the subtotal follows and focus moves to the next Remove', async () => {
    const user = userEvent.setup();
    const first = sofa();
    const sent = answerProject(projectDetail(project, [first, chair()]));
    await open();
    await user.click(await screen.findByRole('button', { name: 'Remove Marlowe Sofa' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Marlowe Sofa/ })).not.toBeInTheDocument());
    expect(sent.remove).toEqual([{ project_id: project.id, item_ids: [first.id] }]);
    expect(summary()).toHaveTextContent('Designer price$500.00');
    expect(screen.getByRole('button', { name: 'Remove Ava Chair' })).toHaveFocus();
    expect(screen.getByText('Marlowe Sofa removed from the project.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Ava Chair' }));
    expect(await screen.findByText('This project has no items yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Items' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  describe('the Checkout button (spec section 6)', () => {
    it('shows in designer mode with a purchasable item and settle_accounts', async () => {
      answerProject(projectDetail(project, [sofa(), table()]));
      await open(designerSession);
      expect(await screen.findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    });

    it('is hidden in client mode, where the items come without designer prices and the cart still takes them', async () => {
      answerProject(projectDetail(project, withoutDesignerPrice([sofa(), chair()])));
      await open(clientSession);
      const items = await screen.findByRole('table', { name: 'Items' });
      expect(within(items).queryByRole('columnheader', { name: 'Designer price' })).not.toBeInTheDocument();
      expect(within(items).getByRole('columnheader', { name: 'Consumer price' })).toBeInTheDocument();
      expect(rowOf('Marlowe Sofa')).toHaveTextContent('Subtotal$3,000.00');
      expect(summary()).not.toHaveTextContent('Designer price');
      expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    });

    it('is hidden when no item is purchasable', async () => {
      answerProject(projectDetail(project, [table()]));
      await open(designerSession);
      await screen.findByRole('table', { name: 'Items' });
      expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    });

    it('is hidden without settle_accounts, and while a client agent acts', async () => {
      answerProject(projectDetail(project, [sofa()]));
      await open({ ...designerSession, roles: designerSession.roles.filter((r) => r !== 'settle_accounts') });
      await screen.findByRole('table', { name: 'Items' });
      expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
      await unmountAll();
      await open(agentSession);
      await screen.findByRole('table', { name: 'Items' });
      expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    });

    it("moves the project's items to the cart, then goes to checkout", async () => {
      const user = userEvent.setup();
      const sent = answerProject(projectDetail(project, [sofa(), chair()]), {
        list: [
          { sku_number: 'CA-1001', added: 2, errmsg: '' },
          { sku_number: 'CA-2002', added: 1, errmsg: '' },
        ],
        count: 3,
      });
      const page = await open();
      await user.click(await screen.findByRole('button', { name: 'Checkout' }));
      await waitFor(() => expect(page.visited).toEqual(['/checkout?isCart=1']));
      expect(sent.toCart).toEqual([{ project_id: project.id }]);
    });
  });

  it('adds the project to the cart with a toast of the count and one per refused item', async () => {
    const user = userEvent.setup();
    const sent = answerProject(projectDetail(project, [sofa(), chair()]), {
      list: [
        { sku_number: 'CA-1001', added: 2, errmsg: '' },
        { sku_number: 'CA-2002', added: 0, errmsg: 'Insufficient inventory' },
      ],
      count: 7,
    });
    const page = await open();
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(page.toasts).toEqual([
        { kind: 'success', message: '2 items added to the cart. Your cart holds 7 items.' },
        { kind: 'error', message: 'CA-2002: Insufficient inventory' },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not added to the cart:Ava Chair (CA-2002): Insufficient inventory');
    expect(sent.toCart).toEqual([{ project_id: project.id }]);
    expect(page.cartCounts).toEqual([7]);
    expect(page.visited).toEqual([]);
  });

  it('is read-only for an invited customer (editable false): no stepper, no Remove, no cart', async () => {
    answerProject(projectDetail(project, withoutDesignerPrice([sofa(), chair()]), { editable: false }));
    await open(customerSession);
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(screen.getByText('Your designer keeps this project: you can read it here.')).toBeInTheDocument();
    expect(within(items).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(items).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('Marlowe Sofa')).toHaveTextContent('Quantity2');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My Projects/ })).toHaveAttribute('href', '/customerProject');
  });

  it('says the project was not found on the page for an id that is not the caller’s, and for none at all', async () => {
    server.use(on(PROJECT_CALLS.detail, () => fail(ERR.PROJECT_NOT_FOUND, PROJECT_MESSAGES.notFound)));
    const page = await open();
    expect(await screen.findByText('This project was not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Detail' })).toBeInTheDocument();
    expect(page.toasts).toEqual([]);
    await unmountAll();

    const sent = answerProject(projectDetail(project, [sofa()]));
    await mountPage(ProjectDetailPage, 'projectDetail');
    expect(await screen.findByText(PROJECT_MESSAGES.notFound)).toBeInTheDocument();
    await unmountAll();
    await mountPage(ProjectDetailPage, 'projectDetail', { query: { id: 'not-an-id' } });
    expect(await screen.findByText(PROJECT_MESSAGES.notFound)).toBeInTheDocument();
    expect(sent.detail).toEqual([]);
  });

  it("shows the api's message when the project cannot be read, and reads it again on Try again", async () => {
    const user = userEvent.setup();
    server.use(on(PROJECT_CALLS.detail, () => fail(ERR.SERVER, 'The server is busy')));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    answerProject(projectDetail(project, [sofa()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen refresh' })).toBeInTheDocument();
  });

  it('has no serious axe violations, editable or read-only', async () => {
    answerProject(projectDetail(project, [sofa(), chair(), table()]));
    await open();
    await screen.findByRole('table', { name: 'Items' });
    expect(await axeViolations()).toEqual([]);
    await unmountAll();
    answerProject(projectDetail(project, withoutDesignerPrice([sofa()]), { editable: false }));
    await open(customerSession);
    await screen.findByRole('table', { name: 'Items' });
    expect(await axeViolations()).toEqual([]);
  });
});
