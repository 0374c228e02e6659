import { COLLECTION_CALLS, ERR, MESSAGES } from '@storefront/contracts';
import { fail, ok, on, visitorSession } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { sharedCollection, sharedProduct } from '../../test/collections';
import { designerSession, mountPage, unmountAll } from '../../test/projects';
import SharedCollectionPage from './shared-collection';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Seen {
  body: unknown;
  token: string | null;
  mode: string | null;
}

const living = () =>
  sharedCollection('Living Room', [sharedProduct('Marlowe Sofa', 'CA-1001'), sharedProduct('Halo Lamp', 'CA-3003', { status: 2, stock_tag: 'unavailable' })], {
    message: 'Here are the pieces we talked about.\nSee you Monday.',
  });

/** Answers the shared list with `val`, keeping what each request sent. */
function answerShared(val = living()): Seen[] {
  const seen: Seen[] = [];
  server.use(
    on(COLLECTION_CALLS.collectionShareList, async ({ request }) => {
      seen.push({ body: await request.json(), token: request.headers.get('X-Auth-Token'), mode: request.headers.get('Mode') });
      return ok(val);
    }),
  );
  return seen;
}

const open = (query: Record<string, string> = { token: 'share-token-1' }, session = visitorSession) => mountPage(SharedCollectionPage, 'sharedCollection', { query, session });
const cards = async () => within(await screen.findByRole('list', { name: 'Products in Living Room' })).getAllByRole('listitem');

describe('/sharedCollection', { timeout: 15_000 }, () => {
  it("opens the shared collection from the link's token without signing in: its name, who shared it, the message, the products with no price", async () => {
    const seen = answerShared();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Living Room' })).toBeInTheDocument();
    expect(seen).toEqual([{ body: { token: 'share-token-1' }, token: null, mode: 'mibd_visitor' }]);
    expect(screen.getByText('Shared with you by Dana Designer · 2 products')).toBeInTheDocument();
    const quote = screen.getByRole('figure');
    expect(quote).toHaveTextContent('Here are the pieces we talked about.');
    expect(quote).toHaveTextContent('Dana Designer');
    const [sofa, lamp] = (await cards()) as HTMLElement[];
    expect(within(sofa!).getByRole('heading', { level: 2, name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(within(sofa!).getByRole('link', { name: 'Marlowe Sofa' })).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    expect(sofa).toHaveTextContent('SKU CA-1001');
    // Section 6: a visitor sees 'Login to see your price', never a price.
    expect(sofa).toHaveTextContent(MESSAGES.pricesLogin);
    expect(lamp).toHaveTextContent('Unavailable for Purchase');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByText('This link works until April 4, 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the store' })).toHaveAttribute('href', '/home');
  });

  it("reads it as anyone does when signed in (no session sent); a signed-in reader finds prices on each product's page", async () => {
    const seen = answerShared();
    await open(undefined, designerSession);
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(seen[0]).toMatchObject({ token: null, mode: 'mibd_visitor' });
    expect(screen.queryByText(MESSAGES.pricesLogin)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("says 'The link has expired' for an expired, revoked or made-up link, and for no link at all", async () => {
    server.use(on(COLLECTION_CALLS.collectionShareList, () => fail(ERR.LINK_EXPIRED, MESSAGES.linkExpired)));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.linkExpired })).toBeInTheDocument();
    expect(screen.getByText('Ask the person who shared the collection with you to send it again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/home');
    expect(await axeViolations()).toEqual([]);
    await unmountAll();

    const seen = answerShared();
    await open({});
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.linkExpired })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('says when the collection has no products', async () => {
    answerShared(sharedCollection('Living Room', []));
    await open();
    expect(await screen.findByText('This collection has no products yet.')).toBeInTheDocument();
    expect(screen.getByText('Shared with you by Dana Designer · 0 products')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("shows the api's message when the collection cannot be read, and reads it again on Try again", async () => {
    const user = userEvent.setup();
    server.use(on(COLLECTION_CALLS.collectionShareList, () => fail(ERR.SERVER, 'The server is busy')));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    answerShared();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    answerShared();
    await open();
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(await axeViolations()).toEqual([]);
  });
});
