import { CART_CALLS, CATALOG_CALLS, ERR, MESSAGES, STORAGE_KEYS } from '@storefront/contracts';
import { fail, matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { card, clientSession, designerSession, detail, mountPage, unmountPages } from '../../test/catalog';
import { UNANSWERED } from './cart-actions';
import DetailPage from './detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountPages();
  server.resetHandlers();
});
afterAll(() => server.close());

/**
 * The quantity once react-aria's field has taken the stand-in's place: reached for (the pointer on it), as a person
 * does before a press (the stand-in works too, quantity.test.tsx; files of a run share the field's code, so a later
 * test may start with the field itself).
 */
async function quantityField(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.hover(await screen.findByRole('textbox', { name: 'Quantity' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' }).closest('[data-rac]')).not.toBeNull());
  return screen.getByRole('textbox', { name: 'Quantity' });
}

const route = (sku: string, extra: Record<string, string> = {}) => matchedRoute('productDetail', { query: { sku_number: sku, ...extra } });

/** The detail answer (by mode: the api leaves out the prices a mode may not see) and an empty related list. */
function catalog(product = detail(), requests: unknown[] = []) {
  server.use(
    on(CATALOG_CALLS.detail, async ({ request }) => {
      const body = (await request.json()) as { sku_number: string };
      requests.push(body);
      return body.sku_number === product.sku_number ? ok(product) : fail(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
    }),
    mock(CATALOG_CALLS.productList, {
      list: [card({ sku_number: 'CA-2002', name: 'Hollis Chair' })],
      total: 1,
      page: 1,
      limit: 9,
      facets: { space: [], category: [], brand_id: [] },
    }),
  );
}

describe('product detail', () => {
  it('shows the product: name, views, specifications, stock, delivery and related products; the name is the heading', async () => {
    const requests: unknown[] = [];
    // Nothing on hand, a shipment coming in mid March of this year: Available Soon, with its delivery.
    const march = Date.UTC(new Date().getUTCFullYear(), 2, 15);
    catalog(detail({ stock: 0, future_stock: 6, stock_tag: 'soon', expected_delivery: march, delivery_label: 'Mid March' }), requests);
    await mountPage(DetailPage, { route: route('CA-1001', { source: 'llm' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(requests).toEqual([{ sku_number: 'CA-1001', source: 'llm' }]);
    expect(screen.getByRole('img', { name: 'Marlowe Sofa, front view' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Available Soon')).toBeInTheDocument();
    expect(screen.getByText('Mid March')).toBeInTheDocument();
    expect(screen.getByText('Seat height')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Living Room');
    expect(await screen.findByRole('link', { name: 'Hollis Chair' })).toHaveAttribute('href', '/productDetail?sku_number=CA-2002');
  });

  it('switches views with the thumbnails and the arrow keys, and zooms in a dialog', async () => {
    catalog();
    const user = userEvent.setup();
    await mountPage(DetailPage, { route: route('CA-1001') });
    const views = within(await screen.findByRole('group', { name: 'Product views' }));
    await user.click(views.getByRole('button', { name: 'Side view' }));
    expect(screen.getByRole('img', { name: 'Marlowe Sofa, side view' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(views.getByRole('button', { name: 'Three-quarter view' })).toHaveFocus();
    expect(views.getByRole('button', { name: 'Three-quarter view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom into the three-quarter view' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toContain('width=1200');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the zoom on the first press of its button; Escape gives the focus back to the button', async () => {
    catalog();
    const user = userEvent.setup();
    await mountPage(DetailPage, { route: route('CA-1001') });
    const zoom = await screen.findByRole('button', { name: 'Zoom into the front view' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: /Marlowe Sofa/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next view' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Marlowe Sofa, three-quarter view');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom into the three-quarter view' })).toHaveFocus());
  });

  it("says 'Product does not exist' for an unknown SKU", async () => {
    catalog();
    await mountPage(DetailPage, { route: route('NOPE-1') });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.productNotExist })).toBeInTheDocument();
  });

  it("says 'Product no longer available' and offers no cart for a product of status 2", async () => {
    catalog(detail({ status: 2, stock_tag: 'unavailable' }));
    await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.productNoLongerAvailable).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('reads the SKU of a brand site product page address', async () => {
    const requests: unknown[] = [];
    catalog(detail(), requests);
    await mountPage(DetailPage, { brand: 'CA', route: matchedRoute('productPage', { params: { file: 'product-CA-1001.html' }, query: { source: 'llm' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(requests).toEqual([{ sku_number: 'CA-1001', source: 'llm' }]);
  });
});

describe('prices by mode', () => {
  it("shows a visitor 'Login to see your price', no price and a login link instead of the cart", async () => {
    catalog();
    await mountPage(DetailPage, { route: route('CA-1001') });
    expect(await screen.findByText(MESSAGES.pricesLogin)).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to order' })).toHaveAttribute('href', '/login?redirect=%2FproductDetail%3Fsku_number%3DCA-1001');
  });

  it('shows a designer in designer mode the designer price', async () => {
    catalog(detail({ designer_price: 1840, consumer_price: 3680, msrp_price: 4200, price_label: 'Retail 50' }));
    await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    expect(await screen.findByText('$1,840.00')).toBeInTheDocument();
    expect(screen.getByText('Designer price')).toBeInTheDocument();
    expect(screen.getByText('Pricing program: Retail 50')).toBeInTheDocument();
  });

  it('never shows the designer price in client mode, even if an answer held one', async () => {
    catalog(detail({ designer_price: 1840, consumer_price: 3680 }));
    await mountPage(DetailPage, { route: route('CA-1001'), session: clientSession });
    expect(await screen.findByText('$3,680.00')).toBeInTheDocument();
    expect(screen.queryByText('$1,840.00')).not.toBeInTheDocument();
    expect(screen.queryByText('Designer price')).not.toBeInTheDocument();
  });
});

describe('add to cart', () => {
  it('adds the chosen quantity, shows the success message and tells the header', async () => {
    catalog(detail({ consumer_price: 3680, designer_price: 1840 }));
    const bodies: unknown[] = [];
    server.use(
      on(CART_CALLS.add, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ message: MESSAGES.cartAdded, id: '00000000-0000-4000-8000-000000000001', line_count: 3, count: 3 });
      }),
    );
    const user = userEvent.setup();
    const { props, toasts } = await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    const heard: unknown[] = [];
    props.events.on('catalog:added-to-cart', (payload) => heard.push(payload));
    const quantity = await quantityField(user);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: MESSAGES.cartAdded }]));
    expect(bodies).toEqual([{ sku_number: 'CA-1001', number: 3, consumer_price: 3680, customizable_type: 0 }]);
    expect(heard).toEqual([{ sku_number: 'CA-1001', buy_number: 3 }]);
  });

  it('shows In Stock with no delivery date beside it: what is in stock ships from stock', async () => {
    catalog(detail({ stock: 4, future_stock: 20, expected_delivery: Date.UTC(new Date().getUTCFullYear() + 1, 3, 15), delivery_label: 'Mid April' }));
    await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    expect(await screen.findByText('In Stock')).toBeInTheDocument();
    expect(screen.queryByText(/Expected delivery/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('offers no cart for a product with nothing to sell (no stock, nothing coming): Unavailable for Purchase', async () => {
    catalog(detail({ stock: 0, future_stock: 0, backorder_quantity: 0, stock_tag: 'unavailable', delivery_label: '' }));
    await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    expect(await screen.findByText('Unavailable for Purchase')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it("keeps the quantity within what can be ordered (stock plus backorders)", async () => {
    catalog(detail({ stock: 2, backorder_quantity: 1 }));
    const user = userEvent.setup();
    await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    const quantity = await quantityField(user);
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.tab();
    expect(quantity).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  });

  it("shows the server's message when the cart refuses, and tells nobody", async () => {
    catalog();
    server.use(on(CART_CALLS.add, () => fail(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory)));
    const user = userEvent.setup();
    const { props, toasts } = await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    const heard: unknown[] = [];
    props.events.on('catalog:added-to-cart', (payload) => heard.push(payload));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: MESSAGES.insufficientInventory }]));
    expect(heard).toEqual([]);
  });

  it("reads 'Adding…' and is busy while the add is on its way; a second press adds nothing more", async () => {
    catalog();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const bodies: unknown[] = [];
    server.use(
      on(CART_CALLS.add, async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return ok({ message: MESSAGES.cartAdded, id: '00000000-0000-4000-8000-000000000001', line_count: 1, count: 1 });
      }),
    );
    const user = userEvent.setup();
    const { toasts } = await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const busy = await screen.findByRole('button', { name: 'Adding…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // It keeps the focus a press gave it (a disabled button would drop it).
    expect(busy).toHaveFocus();
    await user.click(busy);
    answer();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: MESSAGES.cartAdded }]));
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy');
    expect(bodies).toHaveLength(1);
  });

  it('keeps an FFD guest cart in the sku_list cookie, checked by the guest cart call', async () => {
    const product = detail({ sku_number: 'OL-1', brand_id: 'ol', consumer_price: 499 });
    catalog(product);
    server.use(
      mock(CATALOG_CALLS.outletList, { list: [], total: 0, page: 1, limit: 9, facets: { space: [], category: [], brand_id: [] } }),
      on(CART_CALLS.guestList, async ({ request }) => {
        const body = (await request.json()) as { sku_list: Array<{ sku_number: string; count: number }> };
        return ok({
          list: body.sku_list.map((e) => ({ image: '', name: 'Outlet Sofa', sku_number: e.sku_number, brand_id: 'ol', customizable_type: 0, status: '1', count: e.count, stock_tag: 'in_stock', cash_stock: 5 })),
          count: 1,
        });
      }),
    );
    const user = userEvent.setup();
    const { toasts } = await mountPage(DetailPage, { brand: 'FFD', route: matchedRoute('productPage', { params: { file: 'product-OL-1.html' } }) });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: MESSAGES.cartAdded }]));
    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${STORAGE_KEYS.skuList}=`));
    expect(JSON.parse(decodeURIComponent(cookie?.split('=')[1] ?? ''))).toEqual([{ sku_number: 'OL-1', count: 1 }]);
  });
});

describe('add to project and favorite', () => {
  it('asks the account remote; while nobody answers, says so', async () => {
    catalog();
    const user = userEvent.setup();
    const { toasts } = await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    await user.click(await screen.findByRole('button', { name: 'Add to project' }));
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(toasts).toEqual([
      { kind: 'info', message: UNANSWERED.project },
      { kind: 'info', message: UNANSWERED.favorite },
    ]);
  });

  it('stays quiet when a listener claims the request', async () => {
    catalog();
    const user = userEvent.setup();
    const { props, toasts } = await mountPage(DetailPage, { route: route('CA-1001'), session: designerSession });
    const asked: unknown[] = [];
    props.events.on('catalog:add-to-project-requested', (payload, claim) => {
      asked.push(payload);
      claim();
    });
    await user.click(await screen.findByRole('button', { name: 'Add to project' }));
    expect(asked).toEqual([{ sku_number: 'CA-1001', buy_number: 1 }]);
    // The quantity chosen goes with the next request.
    const quantity = await quantityField(user);
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add to project' }));
    expect(asked).toEqual([
      { sku_number: 'CA-1001', buy_number: 1 },
      { sku_number: 'CA-1001', buy_number: 2 },
    ]);
    expect(toasts).toEqual([]);
  });
});

describe('See it in my room', () => {
  const caraDesigner = { ...designerSession, roles: [...designerSession.roles, 'AI_customer_service_page_entrance'] };
  const caPage = matchedRoute('productPage', { params: { file: 'product-CA-1001.html' } });

  it("opens Cara's SeeInRoom dialog with the product, for users holding Cara's permission on a brand with Cara", async () => {
    catalog();
    const user = userEvent.setup();
    const opened: unknown[] = [];
    const dialogs = { open: (kind: string, payload?: unknown) => opened.push({ kind, payload }), close: () => undefined, confirm: async () => true };
    await mountPage(DetailPage, { brand: 'CA', route: caPage, session: caraDesigner, overrides: { dialogs } });
    await user.click(await screen.findByRole('button', { name: 'See it in my room' }));
    expect(opened).toEqual([{ kind: 'SeeInRoom', payload: { sku_number: 'CA-1001' } }]);
    expect(screen.getByRole('button', { name: 'See it in my room' })).toHaveFocus();
  });

  it('reads in Chinese in a Chinese session', async () => {
    catalog();
    await mountPage(DetailPage, { brand: 'CA', route: caPage, session: { ...caraDesigner, language: 'zh' } });
    expect(await screen.findByRole('button', { name: '在我的房间中查看' })).toBeInTheDocument();
  });

  it('is not offered without the permission', async () => {
    catalog();
    await mountPage(DetailPage, { brand: 'CA', route: caPage, session: designerSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See it in my room' })).not.toBeInTheDocument();
  });

  it('is not offered on a brand without Cara', async () => {
    catalog();
    await mountPage(DetailPage, { brand: 'HOM', route: route('CA-1001'), session: caraDesigner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See it in my room' })).not.toBeInTheDocument();
  });

  it('is not offered for a product no longer available', async () => {
    catalog(detail({ status: 2, stock_tag: 'unavailable' }));
    await mountPage(DetailPage, { brand: 'CA', route: caPage, session: caraDesigner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See it in my room' })).not.toBeInTheDocument();
  });
});
