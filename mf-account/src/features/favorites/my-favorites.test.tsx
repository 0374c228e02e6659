import { COLLECTION_CALLS, ERR, FAVORITE_CALLS, favoriteToast, MESSAGES, type ProductCard } from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { browsingSession, customerSession, designerSession, favorite, mountPage, unmountAll } from '../../test/projects';
import MyFavoritesPage from './my-favorites';

// The page reads the caller's collections too: none here (collections.test.tsx is about them).
const server = setupServer(on(COLLECTION_CALLS.collectionList, () => ok({ list: [], total: 0 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Sent {
  list: unknown[];
  like: unknown[];
}

/** Answers the favorites list (paged) and removals from `store`, as the api does for the caller's own list. */
function answerFavorites(store: ProductCard[]): Sent {
  const sent: Sent = { list: [], like: [] };
  server.use(
    on(FAVORITE_CALLS.list, async ({ request }) => {
      const body = (await request.json()) as { page?: number; limit?: number };
      sent.list.push(body);
      const page = body.page ?? 1;
      const limit = body.limit ?? 24;
      return ok({ list: store.slice((page - 1) * limit, page * limit), total: store.length, customer_name: null });
    }),
    on(FAVORITE_CALLS.like, async ({ request }) => {
      const body = (await request.json()) as { product_id: string };
      sent.like.push(body);
      store.splice(store.findIndex((p) => p.sku_number === body.product_id), 1);
      return ok({ liked: false, customer_name: null });
    }),
  );
  return sent;
}

const sofa = () => favorite('Marlowe Sofa', 'CA-1001');
const chair = () => favorite('Ava Chair', 'CA-2002', { msrp_price: 900, designer_price: 500, consumer_price: 700, promotional_price: 600 });
const lamp = () => favorite('Halo Lamp', 'CA-3003', { status: 2, stock_tag: 'unavailable' });

const cards = async () => within(await screen.findByRole('list', { name: 'Favorites' })).getAllByRole('listitem');

describe('/my-favorites', { timeout: 15_000 }, () => {
  it("shows the caller's favorites as product cards: picture, name linking to the product, SKU and the prices of designer mode", async () => {
    const sent = answerFavorites([sofa(), chair(), lamp()]);
    await mountPage(MyFavoritesPage, 'my-favorites');
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect(sent.list).toEqual([{ page: 1, limit: 24 }]);
    const [first, second, third] = (await cards()) as HTMLElement[];
    expect(within(first!).getByRole('heading', { level: 3, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    expect(first!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('CA-1001_1.jpg'));
    expect(first).toHaveTextContent('SKU CA-1001');
    expect(first).toHaveTextContent('Designer price$1,000.00Retail price$1,500.00MSRP$2,000.00');
    expect(second).toHaveTextContent('Sale price$600.00Retail price$700.00');
    expect(third).toHaveTextContent('Unavailable for Purchase');
    expect(screen.getByRole('status')).toHaveTextContent('3 favorites');
  });

  it('shows an invited customer retail prices and MSRP, never a designer price', async () => {
    answerFavorites([favorite('Marlowe Sofa', 'CA-1001', { designer_price: undefined })]);
    await mountPage(MyFavoritesPage, 'my-favorites', { session: customerSession });
    const [card] = (await cards()) as HTMLElement[];
    expect(card).toHaveTextContent('Retail price$1,500.00MSRP$2,000.00');
    expect(card).not.toHaveTextContent('Designer price');
  });

  it('says prices are not shown in browsing mode', async () => {
    answerFavorites([favorite('Marlowe Sofa', 'CA-1001', { designer_price: undefined, consumer_price: undefined, msrp_price: undefined })]);
    await mountPage(MyFavoritesPage, 'my-favorites', { session: browsingSession });
    const [card] = (await cards()) as HTMLElement[];
    expect(card).toHaveTextContent(MESSAGES.pricesHiddenInMode);
  });

  it('removes a favorite: the toast of section 8, the card gone, focus on the next card', async () => {
    const user = userEvent.setup();
    const sent = answerFavorites([sofa(), chair(), lamp()]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await screen.findByRole('button', { name: 'Remove Ava Chair from favorites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ava Chair' })).not.toBeInTheDocument());
    expect(sent.like).toEqual([{ type: 'remove', product_id: 'CA-2002' }]);
    expect(page.toasts).toEqual([{ kind: 'success', message: favoriteToast(null, false) }]);
    expect(page.toasts[0]?.message).toBe('Removed from your favorites');
    expect(screen.getByRole('button', { name: 'Remove Halo Lamp from favorites' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Ava Chair: Removed from your favorites.');
  });

  it('fills the page again from the next one after a removal', async () => {
    const user = userEvent.setup();
    const store = Array.from({ length: 30 }, (_, i) => favorite(`Piece ${i + 1}`, `SKU-${i + 1}`));
    const sent = answerFavorites(store);
    await mountPage(MyFavoritesPage, 'my-favorites');
    await waitFor(async () => expect(await cards()).toHaveLength(24));
    const pages = screen.getByRole('navigation', { name: 'Pages of favorites' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Remove Piece 1 from favorites' }));
    await waitFor(() => expect(sent.list).toHaveLength(2));
    await waitFor(async () => expect(await cards()).toHaveLength(24));
    expect(screen.getByRole('link', { name: 'Piece 25' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(async () => expect(await cards()).toHaveLength(5));
    expect(sent.list.at(-1)).toEqual({ page: 2, limit: 24 });
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toHaveFocus();
  });

  it("shows the api's message in a toast when a removal is refused, and keeps the card", async () => {
    const user = userEvent.setup();
    answerFavorites([sofa()]);
    server.use(on(FAVORITE_CALLS.like, () => fail(ERR.SERVER, 'The server is busy')));
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await screen.findByRole('button', { name: 'Remove Marlowe Sofa from favorites' }));
    await waitFor(() => expect(page.toasts).toEqual([{ kind: 'error', message: 'The server is busy' }]));
    expect(screen.getByRole('link', { name: 'Marlowe Sofa' })).toBeInTheDocument();
  });

  it('says how favorites are kept when there are none, and after the last is removed', async () => {
    const user = userEvent.setup();
    answerFavorites([sofa()]);
    await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await screen.findByRole('button', { name: 'Remove Marlowe Sofa from favorites' }));
    expect(await screen.findByText('You have no favorites yet.')).toBeInTheDocument();
    expect(screen.getByText('Choose “Favorite” on a product’s page to save it here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toHaveFocus();
  });

  it("shows the api's message when the list cannot be read, and reads it again on Try again", async () => {
    const user = userEvent.setup();
    server.use(on(FAVORITE_CALLS.list, () => fail(ERR.SERVER, 'The server is busy')));
    await mountPage(MyFavoritesPage, 'my-favorites');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    answerFavorites([sofa()]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    answerFavorites([sofa(), chair(), lamp()]);
    await mountPage(MyFavoritesPage, 'my-favorites', { session: designerSession });
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect(await axeViolations()).toEqual([]);
  });
});
