import {
  COLLECTION_CALLS,
  COLLECTION_ERR,
  COLLECTION_MESSAGES,
  collectionToast,
  ERR,
  FAVORITE_CALLS,
  MESSAGES,
  type Collection,
  type ProductCard,
} from '@storefront/contracts';
import { fail, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { collection } from '../../test/collections';
import { favorite, mountPage, newId, unmountAll } from '../../test/projects';
import MyFavoritesPage from './my-favorites';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const sofa = () => favorite('Marlowe Sofa', 'CA-1001');
const chair = () => favorite('Ava Chair', 'CA-2002', { msrp_price: 900, designer_price: 500, consumer_price: 700, promotional_price: 600 });
const lamp = () => favorite('Halo Lamp', 'CA-3003');

interface Sent {
  list: number;
  create: unknown[];
  add: unknown[];
  remove: unknown[];
  delete: unknown[];
  share: unknown[];
}

/** Answers the favorites and the collections' calls from `favorites` and `collections`, as the api does. */
function answer(favorites: ProductCard[], collections: Collection[]): Sent {
  const sent: Sent = { list: 0, create: [], add: [], remove: [], delete: [], share: [] };
  const find = (id: string) => collections.find((c) => c.id === id);
  server.use(
    on(FAVORITE_CALLS.list, () => ok({ list: favorites, total: favorites.length, customer_name: null })),
    on(COLLECTION_CALLS.collectionList, () => {
      sent.list += 1;
      return ok({ list: collections.map((c) => ({ ...c, item_count: c.products.length })), total: collections.length });
    }),
    on(COLLECTION_CALLS.collectionCreate, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.create.push(body);
      if (collections.some((c) => c.name.toLowerCase() === body.name.toLowerCase())) return fail(COLLECTION_ERR.DUPLICATE, COLLECTION_MESSAGES.duplicate, { field: 'name' });
      const made = collection(body.name);
      collections.unshift(made);
      return ok(made);
    }),
    on(COLLECTION_CALLS.collectionAdd, async ({ request }) => {
      const body = (await request.json()) as { collection_id: string; product_id: string };
      sent.add.push(body);
      const c = find(body.collection_id)!;
      c.products.unshift(favorites.find((p) => p.sku_number === body.product_id)!);
      return ok({ in_collection: true, item_count: c.products.length });
    }),
    on(COLLECTION_CALLS.collectionRemove, async ({ request }) => {
      const body = (await request.json()) as { collection_id: string; product_id: string };
      sent.remove.push(body);
      const c = find(body.collection_id)!;
      c.products = c.products.filter((p) => p.sku_number !== body.product_id);
      return ok({ in_collection: false, item_count: c.products.length });
    }),
    on(COLLECTION_CALLS.collectionDelete, async ({ request }) => {
      const body = (await request.json()) as { collection_id: string };
      sent.delete.push(body);
      collections.splice(collections.findIndex((c) => c.id === body.collection_id), 1);
      return ok({ deleted: true });
    }),
    on(COLLECTION_CALLS.collectionShareSendEmail, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      sent.share.push(body);
      return ok({ email: body.email.toLowerCase(), expires_at: '2025-04-04T12:00:00.000Z' });
    }),
  );
  return sent;
}

const collectionList = () => screen.findByRole('list', { name: 'Collections' });
const collectionButton = async (name: string) => within(await collectionList()).getByRole('button', { name: new RegExp(`^${name}`) });

describe('collections on /my-favorites', { timeout: 20_000 }, () => {
  it('lists the collections with whom they are for and how many products they hold; one opens with its products priced by the mode', async () => {
    const user = userEvent.setup();
    const living = collection('Living Room', [chair(), sofa()], { customer_id: newId(), customer_name: 'Avery Stone' });
    answer([sofa(), chair()], [living, collection('Bedroom')]);
    await mountPage(MyFavoritesPage, 'my-favorites');
    expect(screen.getByRole('heading', { level: 2, name: 'Collections' })).toBeInTheDocument();
    const button = await collectionButton('Living Room');
    expect(button).toHaveAccessibleName('Living Room, For Avery Stone · 2 products');
    expect(await collectionButton('Bedroom')).toHaveAccessibleName('Bedroom, 0 products');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Living Room' });
    const items = within(within(panel).getByRole('list', { name: 'Products in Living Room' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 4, name: 'Ava Chair' })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ava Chair' })).toHaveAttribute('href', '/productDetail?sku_number=CA-2002');
    expect(items[0]).toHaveTextContent('Designer price$500.00Sale price$600.00Retail price$700.00MSRP$900.00');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Living Room' })).not.toBeInTheDocument();
    await user.click(await collectionButton('Bedroom'));
    expect(within(screen.getByRole('region', { name: 'Bedroom' })).getByText('This collection is empty. Choose “Add to collection” on a favorite below to add it here.')).toBeInTheDocument();
  });

  it('says what collections are for when there are none', async () => {
    answer([sofa()], []);
    await mountPage(MyFavoritesPage, 'my-favorites');
    expect(await screen.findByText('Group your favorites into collections to share them by email.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Collections' })).not.toBeInTheDocument();
  });

  it("creates a collection: the name's rules on the field, the api's duplicate on the field, then the toast and the new collection open", async () => {
    const user = userEvent.setup();
    const sent = answer([sofa()], [collection('Bedroom')]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await collectionList();
    await user.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    const name = within(dialog).getByRole('textbox', { name: 'Collection name' });
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(name).toHaveAccessibleDescription(COLLECTION_MESSAGES.nameRequired);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.paste('x'.repeat(51));
    expect(name).toHaveAccessibleDescription(COLLECTION_MESSAGES.nameTooLong);
    await user.clear(name);
    await user.type(name, ' bedroom ');
    await user.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(COLLECTION_MESSAGES.duplicate));
    expect(sent.create).toEqual([{ name: 'bedroom' }]);

    await user.clear(name);
    await user.type(name, '  Living Room  {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.create.at(-1)).toEqual({ name: 'Living Room' });
    expect(page.toasts).toEqual([{ kind: 'success', message: collectionToast('created', 'Living Room') }]);
    expect(page.toasts[0]?.message).toBe('Collection “Living Room” created');
    expect(await screen.findByRole('region', { name: 'Living Room' })).toBeInTheDocument();
    expect(await collectionButton('Living Room')).toHaveAttribute('aria-expanded', 'true');
  });

  it("adds a favorite to a collection from its card's menu; a collection that holds it already cannot be chosen", async () => {
    const user = userEvent.setup();
    const living = collection('Living Room', [sofa()]);
    const bedroom = collection('Bedroom');
    const sent = answer([sofa(), chair()], [living, bedroom]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await collectionList();
    await user.click(await screen.findByRole('button', { name: 'Add Marlowe Sofa to a collection' }));
    const menu = await screen.findByRole('menu', { name: 'Add Marlowe Sofa to a collection' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Living RoomAdded', 'Bedroom', 'New collection…']);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await user.click(items[1]!);
    await waitFor(() => expect(sent.add).toEqual([{ collection_id: bedroom.id, product_id: 'CA-1001' }]));
    await waitFor(() => expect(page.toasts).toEqual([{ kind: 'success', message: 'Added to “Bedroom”' }]));
    await waitFor(async () => expect(await collectionButton('Bedroom')).toHaveAccessibleName('Bedroom, 1 product'));
    expect(screen.getByRole('status')).toHaveTextContent('Marlowe Sofa: Added to “Bedroom”.');

    // By keyboard: the menu opens on Enter, arrows move, Enter chooses.
    screen.getByRole('button', { name: 'Add Ava Chair to a collection' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Add Ava Chair to a collection' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(sent.add).toHaveLength(2));
    expect(sent.add[1]).toMatchObject({ product_id: 'CA-2002' });
  });

  it('makes a new collection from a favorite\'s menu and puts the favorite in it', async () => {
    const user = userEvent.setup();
    const sent = answer([sofa()], []);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await screen.findByText('Group your favorites into collections to share them by email.');
    await user.click(await screen.findByRole('button', { name: 'Add Marlowe Sofa to a collection' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'New collection…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    expect(dialog).toHaveTextContent('Name the collection; Marlowe Sofa goes into it.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Collection name' }), 'Sofas{Enter}');
    await waitFor(() => expect(sent.add).toEqual([{ collection_id: expect.any(String), product_id: 'CA-1001' }]));
    await waitFor(() => expect(page.toasts.map((t) => t.message)).toEqual(['Collection “Sofas” created', 'Added to “Sofas”']));
    const panel = await screen.findByRole('region', { name: 'Sofas' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Marlowe Sofa' })).toBeInTheDocument());
  });

  it('takes a product off the open collection: the toast, the card gone, focus on the next product', async () => {
    const user = userEvent.setup();
    const living = collection('Living Room', [sofa(), chair(), lamp()]);
    const sent = answer([sofa(), chair(), lamp()], [living]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    await user.click(screen.getByRole('button', { name: 'Remove Ava Chair from Living Room' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Living Room' })).queryByRole('link', { name: 'Ava Chair' })).not.toBeInTheDocument());
    expect(sent.remove).toEqual([{ collection_id: living.id, product_id: 'CA-2002' }]);
    expect(page.toasts).toEqual([{ kind: 'success', message: 'Removed from “Living Room”' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Halo Lamp from Living Room' })).toHaveFocus());
    // The favorite itself stays.
    expect(within(screen.getByRole('list', { name: 'Favorites' })).getByRole('link', { name: 'Ava Chair' })).toBeInTheDocument();
  });

  it('deletes a collection after the confirm step, which starts on Cancel', async () => {
    const user = userEvent.setup();
    const living = collection('Living Room', [sofa()]);
    const sent = answer([sofa()], [living, collection('Bedroom')]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete “Living Room”?' });
    expect(dialog).toHaveTextContent(COLLECTION_MESSAGES.deleteConfirm);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.delete).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete “Living Room”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.delete).toEqual([{ collection_id: living.id }]);
    expect(page.toasts).toEqual([{ kind: 'success', message: 'Collection “Living Room” deleted' }]);
    await waitFor(async () => expect(within(await collectionList()).queryByRole('button', { name: /^Living Room/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Living Room' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New collection' })).toHaveFocus());
  });

  it("keeps a refused deletion inside the dialog with the api's message", async () => {
    const user = userEvent.setup();
    answer([sofa()], [collection('Living Room')]);
    server.use(on(COLLECTION_CALLS.collectionDelete, () => fail(COLLECTION_ERR.NOT_FOUND, COLLECTION_MESSAGES.notFound)));
    await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COLLECTION_MESSAGES.notFound);
  });

  it("shares a collection by email: the recipient's email required and valid (checked when left), an optional message, then the toast", async () => {
    const user = userEvent.setup();
    const living = collection('Living Room', [sofa()]);
    const sent = answer([sofa()], [living]);
    const page = await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    await user.click(screen.getByRole('button', { name: 'Share by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Living Room” by email' });
    const email = within(dialog).getByRole('textbox', { name: 'Recipient’s email' });
    const message = within(dialog).getByRole('textbox', { name: 'Message (optional)' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(email).toHaveAccessibleDescription(COLLECTION_MESSAGES.recipientRequired);
    expect(email).toHaveFocus();
    await user.type(email, 'friend@home');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Please provide a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAccessibleDescription('0 of 500 characters');
    await user.click(message);
    await user.paste('x'.repeat(501));
    await user.tab();
    expect(message).toHaveAccessibleDescription(`501 of 500 characters ${COLLECTION_MESSAGES.messageTooLong}`);
    await user.clear(message);
    await user.type(message, 'The pieces we talked about.');
    expect(sent.share).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.share).toEqual([{ collection_id: living.id, email: 'friend@home.test', message: 'The pieces we talked about.' }]);
    expect(page.toasts).toEqual([{ kind: 'success', message: 'The collection was shared with friend@home.test' }]);
  });

  it("keeps the api's refusal of a share (the daily limit) inside the dialog", async () => {
    const user = userEvent.setup();
    answer([sofa()], [collection('Living Room')]);
    server.use(on(COLLECTION_CALLS.collectionShareSendEmail, () => fail(ERR.DAILY_LIMIT, MESSAGES.dailyLimit)));
    await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    await user.click(screen.getByRole('button', { name: 'Share by email' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipient’s email' }), 'friend@home.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.dailyLimit);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the api's message when the collections cannot be read, and reads them again on Try again", async () => {
    const user = userEvent.setup();
    answer([sofa()], []);
    server.use(on(COLLECTION_CALLS.collectionList, () => fail(ERR.SERVER, 'The server is busy')));
    await mountPage(MyFavoritesPage, 'my-favorites');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    answer([sofa()], [collection('Living Room')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await collectionButton('Living Room')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no serious axe violations, with a collection open and with the share dialog open', async () => {
    const user = userEvent.setup();
    answer([sofa(), chair()], [collection('Living Room', [sofa()], { customer_id: newId(), customer_name: 'Avery Stone' }), collection('Bedroom')]);
    await mountPage(MyFavoritesPage, 'my-favorites');
    await user.click(await collectionButton('Living Room'));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Share by email' }));
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });
});
