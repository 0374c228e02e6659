import { BRANDS, BRAND_TABLE, CATALOG_CALLS, productImageName, rolesFor } from '@storefront/contracts';
import { mockApiHandlers, mockCatalog } from '@storefront/contracts/mock-api';
import { fail, matchedRoute, ok, on } from '@storefront/contracts/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { card, designerSession, mountPage, unmountPages } from '../../test/catalog';
import { BrandLanding } from './brand-landing';
import HomePage from './home-page';
import { MagazinesPage } from './trade-pages';

// Every call answered as the api answers a visitor, from the api's generated catalog (decision 038); a test's own
// handlers (`server.use`) answer before them.
const server = setupServer(...mockApiHandlers());
const generated = mockCatalog();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountPages();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const visitor = (brand: (typeof BRANDS)[number]) => ({ roles: rolesFor('visitor', 'mibd_visitor') ?? [], mode: 'mibd_visitor' as const, brand: BRAND_TABLE[brand].code });

/** Records the limit each hot-products call asks for (the generated catalog answers it). */
function hotLimits(): string[] {
  const limits: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === CATALOG_CALLS.hotProducts.path) limits.push(new URL(request.url).searchParams.get('limit') ?? '');
  });
  return limits;
}

describe('home', () => {
  it.each(BRANDS)('%s: the hero with the brand banner, rooms with their scenes and hot products', async (brand) => {
    const hot = hotLimits();
    await mountPage(HomePage, { brand, route: matchedRoute('home') });
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toBeInTheDocument();
    expect(document.querySelector('.cat-hero-image')?.getAttribute('src')).toMatch(/filename=banner_[a-z]+\.jpg/);
    // The site's rooms, as the api counts them in its catalog.
    const [room] = generated.homeCategories(BRAND_TABLE[brand].code).list;
    const first = await screen.findByRole('link', { name: room!.name });
    expect(first).toHaveAttribute('href', room!.link);
    expect(first.closest('li')?.querySelector('img')?.getAttribute('src')).toMatch(/filename=room_[a-z-]+\.jpg/);
    const [top] = generated.hot(visitor(brand)).list;
    expect((await screen.findAllByRole('link', { name: top!.name }))[0]).toBeInTheDocument();
    expect(hot).toEqual(['12']);
  });

  it('links products to the brand site product page', async () => {
    await mountPage(HomePage, { brand: 'CA', route: matchedRoute('home') });
    const [top] = generated.hot(visitor('CA')).list;
    const links = await screen.findAllByRole('link', { name: top!.name });
    expect(links[0]).toHaveAttribute('href', `/page/products/product-${top!.sku_number}.html`);
    expect(links[0]!.closest('article')?.querySelector('img')?.getAttribute('src')).toContain(`filename=${productImageName(top!.sku_number)}`);
  });

  it('offers visitors a trade account, and signed-in designers only the shop', async () => {
    await mountPage(HomePage, { brand: 'HOM', route: matchedRoute('home') });
    expect(screen.getByRole('link', { name: 'Open a trade account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { level: 2, name: 'Why designers order with us' })).toBeInTheDocument();
    await unmountPages();
    await mountPage(HomePage, { brand: 'HOM', route: matchedRoute('home'), session: designerSession });
    expect(screen.queryByRole('link', { name: 'Open a trade account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Why designers order with us' })).not.toBeInTheDocument();
  });

  it('hides the rooms and the rail when their calls fail, and keeps the page', async () => {
    server.use(
      on(CATALOG_CALLS.homeCategories, () => fail(50000, 'down')),
      on(CATALOG_CALLS.hotProducts, () => fail(50000, 'down')),
    );
    await mountPage(HomePage, { brand: 'JC', route: matchedRoute('home') });
    await vi.waitFor(() => expect(document.querySelector('.cat-rooms')).toBeNull());
    await vi.waitFor(() => expect(document.querySelector('.cat-rail')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('brand landings and content pages', () => {
  it("a brand landing shows the brand's products from the list call", async () => {
    const bodies: unknown[] = [];
    server.use(
      on(CATALOG_CALLS.productList, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ list: [card()], total: 1, page: 1, limit: 8, facets: { space: [], category: [], brand_id: [] } });
      }),
    );
    await mountPage(() => <BrandLanding id="ca" />, { route: matchedRoute('caracole') });
    expect(screen.getByRole('heading', { level: 1, name: 'Caracole' })).toBeInTheDocument();
    const rail = (await screen.findByRole('heading', { level: 2, name: 'Caracole favorites' })).closest('section') as HTMLElement;
    // The rail's heading comes with the page; its products when the list call answers.
    expect(await within(rail).findByRole('link', { name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(bodies).toEqual([{ brand_id: 'ca', limit: 8, page: 1 }]);
    expect(screen.getAllByRole('link', { name: 'Shop Caracole' })[0]).toHaveAttribute('href', '/productList?Brand=ca');
  });

  it('magazines list an issue per room of the catalog', async () => {
    await mountPage(MagazinesPage, { route: matchedRoute('magazines') });
    expect(await screen.findByRole('link', { name: /The Living Room Issue/ })).toHaveAttribute('href', '/productList?Room=Living%20Room');
    expect(screen.getByRole('link', { name: /The Dining Issue/ })).toBeInTheDocument();
  });
});
