import { CATALOG_CALLS, MESSAGES, rolesFor, type Endpoint } from '@storefront/contracts';
import { mockApiHandlers, mockCatalog } from '@storefront/contracts/mock-api';
import { fail, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import ProductListPage from './product-list';
import { answer, browsingSession, card, clientSession, designerSession, mountAt, unmountPages } from './testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountPages();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Answers the list call with `reply(body)` and records every request body. */
function listCall(reply: (body: Record<string, unknown>) => ReturnType<typeof answer> = () => answer([card()]), endpoint: Endpoint = CATALOG_CALLS.productList) {
  const requests: Array<Record<string, unknown>> = [];
  server.use(
    on(endpoint, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      return ok(reply(body));
    }),
  );
  return requests;
}

const priced = card({ designer_price: 1200, consumer_price: 2400, promotional_price: null, msrp_price: 2600, product_price_about: { final_price: 1200 } });

describe('product list', () => {
  it("lists a room of the api's generated catalog (the mock api, decision 038), its counts and a category filter", { timeout: 25_000 }, async () => {
    server.use(...mockApiHandlers());
    const visitor = { roles: rolesFor('visitor', 'mibd_visitor') ?? [], mode: 'mibd_visitor' as const, brand: 'hom' as const, signedIn: false };
    const room = mockCatalog().list(visitor, { site: 'hom', space: ['Bedroom'], limit: 48 });
    await mountAt(ProductListPage, '/productList?Room=Bedroom');
    expect(await screen.findByRole('link', { name: room.list[0]!.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bedroom' })).toBeInTheDocument();
    expect(screen.getByText(`${room.total.toLocaleString('en-US')} products`)).toBeInTheDocument();
    // The room's categories, counted with the room kept.
    const [category] = room.facets.category;
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${category!.value}\\b`) });
    await userEvent.setup().click(box);
    expect(await screen.findByText(`${category!.count.toLocaleString('en-US')} product${category!.count === 1 ? '' : 's'}`)).toBeInTheDocument();
  });

  it('lists the products of the address with a heading, count, stock tag and a link to each product', async () => {
    const requests = listCall(() => answer([card(), card({ sku_number: 'CA-2002', name: 'Hollis Chair', stock: 0, future_stock: 5, stock_tag: 'soon' })], 2));
    await mountAt(ProductListPage, '/productList?Room=Living%20Room');
    expect(await screen.findByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    expect(screen.getByRole('heading', { level: 1, name: 'Living Room' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    const hollis = screen.getByRole('link', { name: 'Hollis Chair' }).closest('article') as HTMLElement;
    expect(within(hollis).getByText('Available Soon')).toBeInTheDocument();
    expect(requests).toEqual([{ page: 1, limit: 48, space: ['Living Room'] }]);
    // The first row loads its pictures first.
    const images = document.querySelectorAll('.cat-card img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
  });

  it("shows a visitor 'Login to see your price' and no price, and no price filter or price sort", { timeout: 25_000 }, async () => {
    listCall(() => answer([card()]));
    await mountAt(ProductListPage, '/productList');
    await screen.findByRole('link', { name: 'Marlowe Sofa' });
    expect(screen.getAllByText(MESSAGES.pricesLogin).length).toBeGreaterThan(0);
    expect(document.querySelector('.cat-list-main')?.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('group', { name: 'Price range' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Min price' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    // The real select arrives on demand: the run's first import of it (react-aria's Select, transformed on the way) may
    // take longer than a find's usual 5 s on a machine busy with other suites.
    const options = within(await screen.findByRole('listbox', {}, { timeout: 14_000 })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Recommended', 'Newest', 'Name']);
  });

  it('shows a designer in designer mode the designer price', async () => {
    listCall(() => answer([priced]));
    await mountAt(ProductListPage, '/productList', { session: designerSession });
    const cardEl = (await screen.findByRole('link', { name: 'Marlowe Sofa' })).closest('article') as HTMLElement;
    expect(within(cardEl).getByText('Designer price')).toBeInTheDocument();
    expect(within(cardEl).getByText('$1,200.00')).toBeInTheDocument();
    expect(within(cardEl).getByText('$2,400.00')).toBeInTheDocument();
  });

  it('never shows the designer price in client mode, even if an answer carried it', async () => {
    listCall(() => answer([priced]));
    await mountAt(ProductListPage, '/productList', { session: clientSession });
    const cardEl = (await screen.findByRole('link', { name: 'Marlowe Sofa' })).closest('article') as HTMLElement;
    expect(within(cardEl).queryByText('Designer price')).not.toBeInTheDocument();
    expect(within(cardEl).queryByText('$1,200.00')).not.toBeInTheDocument();
    expect(within(cardEl).getByText('$2,400.00')).toBeInTheDocument();
  });

  it('says prices are not shown in browsing mode', async () => {
    listCall(() => answer([card()]));
    await mountAt(ProductListPage, '/productList', { session: browsingSession });
    await screen.findByRole('link', { name: 'Marlowe Sofa' });
    expect(screen.getAllByText(MESSAGES.pricesHiddenInMode).length).toBeGreaterThan(0);
  });

  it('ticking a category puts it in the address and the request; Back-able chips remove it', async () => {
    const requests = listCall();
    const page = await mountAt(ProductListPage, '/productList?Room=Living%20Room');
    const user = userEvent.setup();
    const aside = within(await screen.findByRole('complementary', { name: 'Filters' }));
    // The category facets arrive with the list's answer, after the aside itself.
    await user.click(await aside.findByRole('checkbox', { name: /Sofas/ }));
    expect(page.visited.at(-1)).toBe('/productList?Room=Living%20Room&Category=Sofas');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 48, space: ['Living Room'], category: ['Sofas'] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    expect(aside.getByRole('checkbox', { name: /Sofas/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove filter Sofas' }));
    expect(page.visited.at(-1)).toBe('/productList?Room=Living%20Room');
  });

  it('filters by availability and by brand on the hub', async () => {
    const requests = listCall();
    const page = await mountAt(ProductListPage, '/productList');
    const user = userEvent.setup();
    const aside = within(await screen.findByRole('complementary', { name: 'Filters' }));
    await user.click(aside.getByRole('radio', { name: 'In Stock' }));
    expect(page.visited.at(-1)).toBe('/productList?stock=in_stock');
    await user.click(await aside.findByRole('checkbox', { name: /Caracole/ }));
    expect(page.visited.at(-1)).toBe('/productList?stock=in_stock&Brand=ca');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 48, brand_id: ['ca'], stock: 'in_stock' }));
  });

  it("refuses a price range with one end: 'Price filter needs a range'; a whole range goes to the request", async () => {
    const requests = listCall(() => answer([priced]));
    const page = await mountAt(ProductListPage, '/productList', { session: designerSession });
    const user = userEvent.setup();
    const aside = within(await screen.findByRole('complementary', { name: 'Filters' }));
    await user.type(aside.getByRole('textbox', { name: 'Min price' }), '500');
    await user.click(aside.getByRole('button', { name: 'Apply' }));
    expect(await aside.findByText(MESSAGES.priceFilterRange)).toBeInTheDocument();
    expect(page.visited).toEqual([]);
    await user.type(aside.getByRole('textbox', { name: 'Max price' }), '3000');
    await user.click(aside.getByRole('button', { name: 'Apply' }));
    expect(page.visited.at(-1)).toBe('/productList?minPrice=500&maxPrice=3000');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 48, min_price: 500, max_price: 3000 }));
    expect(aside.queryByText(MESSAGES.priceFilterRange)).not.toBeInTheDocument();
  });

  it('pages 48 at a time with links that keep the filters', async () => {
    const requests = listCall((body) => answer([card({ sku_number: `CA-${body.page as number}`, name: `Sofa ${body.page as number}` })], 130, body.page as number));
    const page = await mountAt(ProductListPage, '/productList?Category=Sofas');
    const nav = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/productList?Category=Sofas&page=3');
    expect(nav.queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(nav.getByRole('link', { name: /Next/ }));
    expect(page.visited.at(-1)).toBe('/productList?Category=Sofas&page=2');
    expect(await screen.findByRole('link', { name: 'Sofa 2' })).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ page: 2, limit: 48, category: ['Sofas'] });
  });

  it('sorts through the select, back to page 1', async () => {
    const requests = listCall();
    const page = await mountAt(ProductListPage, '/productList?page=2');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Marlowe Sofa' });
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Newest' }));
    expect(page.visited.at(-1)).toBe('/productList?sort=newest');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, limit: 48, sort: 'newest' }));
  });

  it('opens the filter drawer on the first press of Filters; Escape closes it and gives the focus back to the button', async () => {
    listCall();
    await mountAt(ProductListPage, '/productList?stock=in_stock');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Marlowe Sofa' });
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('radio', { name: 'In Stock' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens the sort from the keyboard at the chosen sort, and gives the focus back to its button on Escape', async () => {
    listCall();
    await mountAt(ProductListPage, '/productList?sort=newest');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Marlowe Sofa' });
    screen.getByRole('button', { name: /Sort by/ }).focus();
    // The select that replaces its first view's button keeps the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Newest Sort by' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Newest' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Newest Sort by' })).toHaveFocus());
  });

  it("says 'There are no available items for this query.' for an empty answer", async () => {
    listCall(() => answer([], 0));
    await mountAt(ProductListPage, '/searchResult?keyWord=zzzz');
    expect(await screen.findByText(MESSAGES.noItemsForQuery)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “zzzz”' })).toBeInTheDocument();
  });

  it('sends an empty search to the full list', async () => {
    listCall();
    const page = await mountAt(ProductListPage, '/searchResult');
    await waitFor(() => expect(page.visited).toEqual(['/productList']));
  });

  it("tells a failed call through the shell's toast", async () => {
    server.use(on(CATALOG_CALLS.productList, () => fail(50001, 'The catalog is resting')));
    const page = await mountAt(ProductListPage, '/productList');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(page.toasts).toEqual([{ kind: 'error', message: 'The catalog is resting' }]);
  });

  it('lists FFD categories through the outlet call, with its own address keys', async () => {
    const requests = listCall(() => answer([card({ brand_id: 'ol', sku_number: 'OL-1', name: 'Outlet Lamp' })]), CATALOG_CALLS.outletList);
    await mountAt(ProductListPage, '/FFDProductList?category=table-lamps', { brand: 'FFD' });
    expect(await screen.findByRole('link', { name: 'Outlet Lamp' })).toBeInTheDocument();
    expect(requests).toEqual([{ page: 1, limit: 48, category: ['table-lamps'] }]);
    expect(screen.queryByRole('radio', { name: 'In Stock' })).not.toBeInTheDocument();
  });

  it('names a CA category page by the exact name the facets give', async () => {
    listCall(() => answer([card()], 1, 1, { space: [{ value: 'Living Room', count: 3 }], category: [{ value: 'Beds & Headboards', count: 3 }], brand_id: [] }));
    await mountAt(ProductListPage, '/product/category/beds-and-headboards', { brand: 'CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beds & Headboards' })).toBeInTheDocument();
  });
});
