import { BRANDS, CATALOG_CALLS } from '@storefront/contracts';
import { fail, matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { card, designerSession, mountPage, unmountPages } from '../../test/catalog';
import { BrandLanding } from './brand-landing';
import HomePage from './home-page';
import { MagazinesPage } from './trade-pages';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountPages();
  server.resetHandlers();
});
afterAll(() => server.close());

const ROOMS = [
  { name: 'Living Room', value: 'Living Room', link: '/productList?Room=Living%20Room', image: '', count: 420 },
  { name: 'Dining Room', value: 'Dining Room', link: '/productList?Room=Dining%20Room', image: '', count: 230 },
];

function catalog(hotQueries: string[] = []) {
  server.use(
    mock(CATALOG_CALLS.homeCategories, { list: ROOMS }),
    on(CATALOG_CALLS.hotProducts, ({ request }) => {
      hotQueries.push(new URL(request.url).searchParams.get('limit') ?? '');
      return ok({ list: [card(), card({ sku_number: 'CA-2002', name: 'Hollis Chair' })] });
    }),
  );
}

describe('home', () => {
  it.each(BRANDS)('%s: the hero with the brand banner, rooms with their scenes and hot products', async (brand) => {
    const hot: string[] = [];
    catalog(hot);
    await mountPage(HomePage, { brand, route: matchedRoute('home') });
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toBeInTheDocument();
    expect(document.querySelector('.cat-hero-image')?.getAttribute('src')).toMatch(/filename=banner_[a-z]+\.jpg/);
    const living = await screen.findByRole('link', { name: 'Living Room' });
    expect(living).toHaveAttribute('href', '/productList?Room=Living%20Room');
    expect(living.closest('li')?.querySelector('img')?.getAttribute('src')).toContain('filename=room_living-room.jpg');
    expect(await screen.findByRole('link', { name: 'Hollis Chair' })).toBeInTheDocument();
    expect(hot).toEqual(['12']);
  });

  it('links products to the brand site product page', async () => {
    catalog();
    await mountPage(HomePage, { brand: 'CA', route: matchedRoute('home') });
    expect(await screen.findByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/page/products/product-CA-1001.html');
  });

  it('offers visitors a trade account, and signed-in designers only the shop', async () => {
    catalog();
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
    catalog();
    await mountPage(MagazinesPage, { route: matchedRoute('magazines') });
    expect(await screen.findByRole('link', { name: /The Living Room Issue/ })).toHaveAttribute('href', '/productList?Room=Living%20Room');
    expect(screen.getByRole('link', { name: /The Dining Issue/ })).toBeInTheDocument();
  });
});
