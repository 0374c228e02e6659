import { CARA_CALLS, CARA_MESSAGES, CART_CALLS, CATALOG_CALLS, fileReadUrl, priceVisibility, type ChatItem, type Mode, type ProductCard, type SessionSnapshot } from '@storefront/contracts';
import { matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { controlledStream, designerSession, mountAssistant, product, streamed, unmountAll } from '../../test/cara';

// The panel's code loads lazily, as in the browser: the first opening transforms it.
vi.setConfig({ testTimeout: 15_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

interface Recorded {
  /** The modes the products of earlier answers were read again for, with their SKUs. */
  priced: { mode: string; skus: string[] }[];
  logs: { type: string; tag1?: unknown }[];
  asked: Record<string, unknown>[];
  history: Record<string, unknown>[];
  cart: Record<string, unknown>[];
}

function answers(history: ChatItem[] = [], total = history.length): Recorded {
  const recorded: Recorded = { priced: [], logs: [], asked: [], history: [], cart: [] };
  server.use(
    // The catalog prices a product for the caller's mode (priceVisibility), as the api does.
    on(CATALOG_CALLS.bySku, async ({ request }) => {
      const { sku_number: skus = [] } = (await request.json()) as { sku_number?: string[] };
      const mode = (request.headers.get('Mode') || 'mibd_visitor') as Mode;
      recorded.priced.push({ mode, skus });
      const sees = priceVisibility(['designer_price', 'ca_msrp'], mode, 'ca', 'ca');
      const list: ProductCard[] = skus.map((sku) => {
        const { reason: _reason, group: _group, designer_price, msrp_price, ...card } = product({ sku_number: sku });
        return {
          ...card,
          ...(sees.designer ? { designer_price } : {}),
          ...(sees.msrp ? { msrp_price } : {}),
          ...(sees.retail ? { consumer_price: 3600 } : {}),
        };
      });
      return ok({ list });
    }),
    on(CARA_CALLS.history, async ({ request }) => {
      const body = (await request.json()) as { time?: number; limit: number };
      recorded.history.push(body);
      const before = body.time ?? Infinity;
      const list = history.filter((i) => i.create_time < before).sort((a, b) => b.create_time - a.create_time).slice(0, body.limit);
      return ok({ list, total });
    }),
    on(CARA_CALLS.addLog, async ({ request }) => {
      recorded.logs.push((await request.json()) as Recorded['logs'][number]);
      return ok({ id: String(recorded.logs.length) });
    }),
    mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }),
    mock(CARA_CALLS.caseNotices, { case_list: [] }),
    on(CART_CALLS.add, async ({ request }) => {
      recorded.cart.push((await request.json()) as Record<string, unknown>);
      return ok({ message: 'Added to cart', id: 'line-1', line_count: 1, count: 1 });
    }),
  );
  return recorded;
}

function item(n: number, overrides: Partial<ChatItem>): ChatItem {
  return { id: `m${n}`, text: '', create_time: 1_763_700_000_000 + n * 1000, send_user_id: 'AI', type: 1, ...overrides };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Chat with Cara' }));
  return screen.findByRole('dialog', { name: /Cara/ }, { timeout: 5000 });
}

describe('the chat bubble', () => {
  it('shows on the luxury brand product page with its tip, which hides after 6 s', async () => {
    answers();
    const shownAt = Date.now();
    await mountAssistant();
    expect(screen.getByRole('button', { name: 'Chat with Cara' })).toBeInTheDocument();
    expect(screen.getByText(CARA_MESSAGES.tip)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CARA_MESSAGES.tip)).not.toBeInTheDocument(), { timeout: 8000, interval: 100 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(5900);
  }, 12_000);

  it('is created only for users holding AI_customer_service_page_entrance, on the product page, and removed on other navigation', async () => {
    answers();
    const without = await mountAssistant({ session: { ...designerSession, roles: ['home', 'shopping_cart'] } });
    expect(screen.queryByRole('button', { name: 'Chat with Cara' })).not.toBeInTheDocument();
    await without.unmount();
    const other = await mountAssistant({ brand: 'HOM' });
    expect(screen.queryByRole('button', { name: 'Chat with Cara' })).not.toBeInTheDocument();
    await other.unmount();
    const m = await mountAssistant();
    expect(await screen.findByRole('button', { name: 'Chat with Cara' })).toBeInTheDocument();
    await m.update({ route: matchedRoute('home') });
    // The parcel renders its new props in a transition: the bubble leaves in the render that follows.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with Cara' })).not.toBeInTheDocument());
  });
});

describe('the chat panel', () => {
  it('has the header, the history menu and the guide prompts, and logs its opening', async () => {
    const recorded = answers();
    const user = userEvent.setup();
    const m = await mountAssistant();
    const panel = within(await openChat(user));
    expect(panel.getByRole('heading', { name: /Cara/ })).toHaveTextContent('BETA');
    expect(panel.getByText(CARA_MESSAGES.poweredBy)).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Your question for Cara' })).toHaveAttribute('placeholder', CARA_MESSAGES.placeholder);
    expect(panel.getByRole('button', { name: 'AI furniture replacement upload' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: CARA_MESSAGES.statementPiece })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: CARA_MESSAGES.suggestForMe })).toBeInTheDocument();
    await waitFor(() => expect(recorded.logs.map((l) => l.type)).toContain('mibd.llm.open'));
    await user.click(panel.getByRole('button', { name: 'History' }));
    expect(screen.getByRole('menuitem', { name: 'Chat Records' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'VISUALIZATIONS' }));
    expect(m.navigate).toHaveBeenCalledWith('/visualizations');
    await user.click(panel.getByRole('button', { name: 'Close Cara' }));
    expect(screen.queryByRole('dialog', { name: /Cara/ })).not.toBeInTheDocument();
  });

  it('keeps the question to 200 characters and sends only words that are not blank', async () => {
    answers();
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    const input = panel.getByRole('textbox', { name: 'Your question for Cara' });
    const send = panel.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '    ');
    expect(send).toBeDisabled();
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(250));
    expect(input).toHaveValue('x'.repeat(200));
    expect(send).toBeEnabled();
  });

  it('disables the input, upload and buttons while an answer streams, with the wait indicator, and is idle again at the end marker', async () => {
    const recorded = answers();
    const stream = controlledStream();
    server.use(
      on(CARA_CALLS.ask, async ({ request }) => {
        recorded.asked.push((await request.json()) as Record<string, unknown>);
        expect(request.headers.get('X-Auth-Token')).toBe('token-1');
        expect(request.headers.get('Mode')).toBe('mibd_designer');
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    await user.type(panel.getByRole('textbox', { name: 'Your question for Cara' }), 'a walnut dining table for 8 under $5000{Enter}');
    expect(await panel.findByText('Cara is working on it. Generation takes about 1 minute.')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'Your question for Cara' })).toBeDisabled();
    expect(panel.getByLabelText('Send a room photo')).toBeDisabled();
    expect(panel.getByRole('button', { name: CARA_MESSAGES.suggestForMe })).toBeDisabled();
    expect(panel.getByText('a walnut dining table for 8 under $5000')).toBeInTheDocument();
    expect(recorded.asked[0]).toMatchObject({ text: 'a walnut dining table for 8 under $5000', source: 4 });

    act(() => stream.push([{ marker: 'type', value: 4 }, { marker: 'text', value: 'Here are tables that seat 8 & stay under $5,000.' }]));
    expect(await panel.findByText('Here are tables that seat 8 & stay under $5,000.')).toBeInTheDocument();
    act(() => stream.push([{ marker: 'productList', value: { kind: 4, title: 'Dining tables', list: [product()] } }]));
    expect(await panel.findByRole('link', { name: 'Walnut Dining Table' })).toHaveAttribute('href', '/page/products/product-CA-1001.html?source=llm');
    expect(panel.getByRole('textbox', { name: 'Your question for Cara' })).toBeDisabled();

    act(() => {
      stream.push([{ marker: 'end', value: { id: 'answer-9' } }]);
      stream.close();
    });
    await waitFor(() => expect(panel.getByRole('textbox', { name: 'Your question for Cara' })).toBeEnabled());
    expect(panel.queryByText(/Generation takes about 1 minute/)).not.toBeInTheDocument();
    await waitFor(() => expect(recorded.logs).toContainEqual(expect.objectContaining({ type: 'mibd.llm.recommend_sku', tag1: 'CA-1001' })));
  });

  it.each([
    ['an error marker', () => streamed([{ marker: 'text', value: 'Looking' }, { marker: 'error', value: { message: 'engine down' } }])],
    ['a non-OK answer', () => new HttpResponse('busy', { status: 503, headers: { 'Content-Type': 'text/plain' } })],
    ['a wrong content type', () => HttpResponse.json({ err: 200, val: null, errmsg: '' })],
    ['a stream that ends without its end marker', () => streamed([{ marker: 'text', value: 'Half an answer' }])],
  ])('shows the server exception in the thread and the header on %s, and is idle again', async (_name, reply) => {
    answers();
    server.use(on(CARA_CALLS.ask, () => reply()));
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    await user.type(panel.getByRole('textbox', { name: 'Your question for Cara' }), 'a sofa{Enter}');
    expect(await panel.findByText(CARA_MESSAGES.serverExceptionRetry)).toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent(CARA_MESSAGES.serverException);
    expect(panel.getByRole('textbox', { name: 'Your question for Cara' })).toBeEnabled();
  });

  it('renders all eight message kinds from the history, in pages of 6 with More', async () => {
    const p = (sku: string, name: string, extra = {}) => product({ sku_number: sku, name, ...extra });
    const history = [
      item(1, { send_user_id: 'u1', type: 1, text: 'Show me my room ideas' }),
      item(2, { type: 1, text: 'Plain words from Cara' }),
      item(3, { type: 2, text: 'Four looks', image_src: ['/a1.jpg', '/a2.jpg', '/a3.jpg', '/a4.jpg'] }),
      item(4, { type: 3, text: 'One look', image_src: ['/single.jpg'] }),
      item(5, { type: 4, text: 'A list', product_list: [p('CA-4', 'List Chair')], product_list_kind: 4, product_list_title: 'Chairs' }),
      item(6, { type: 5, text: 'My pick', product_list: [p('CA-5', 'Picked Sofa')], product_list_kind: 5 }),
      item(7, { type: 6, text: 'Similar', product_list: [p('CA-6', 'Similar Sofa')], product_list_kind: 6, target_sku_number: 'CA-5' }),
      item(8, { type: 7, text: 'Pairs', product_list: [p('CA-7', 'Side Table', { group: 'Side Table' })], product_list_kind: 7 }),
      item(9, { type: 8, text: 'Tell me more', followUpQs: ['Which room is it for?', 'What is your budget?'] }),
    ];
    const recorded = answers(history);
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    const thread = within(await panel.findByRole('list', { name: 'Conversation' }));
    // The newest 6: items 4 to 9.
    expect(await thread.findByText('Tell me more')).toBeInTheDocument();
    expect(thread.queryByText('Four looks')).not.toBeInTheDocument();
    expect(thread.getByRole('img', { name: 'Picture 1 of the answer' })).toBeInTheDocument();
    expect(thread.getByRole('region', { name: 'Chairs' })).toBeInTheDocument();
    expect(thread.getByRole('region', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Re-recommend' })).toBeInTheDocument();
    expect(thread.getByRole('region', { name: 'More like this' })).toBeInTheDocument();
    expect(within(thread.getByRole('region', { name: 'Goes well with it' })).getByText('Side Table', { selector: '.cara-card-group' })).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Which room is it for?' })).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'More' }));
    expect(await thread.findByText('Four looks')).toBeInTheDocument();
    expect(thread.getAllByRole('img', { name: /Picture \d of the answer/ })).toHaveLength(5);
    expect(thread.getByText('Show me my room ideas')).toBeInTheDocument();
    expect(recorded.history).toEqual([{ limit: 6 }, { time: history[3]?.create_time, limit: 6 }]);
    expect(panel.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('adds a card to the cart with add_type 4 and its answer as ai_source, then tells the header', async () => {
    const recorded = answers();
    server.use(
      on(CARA_CALLS.ask, () =>
        streamed([
          { marker: 'type', value: 7 },
          { marker: 'text', value: 'These go with it.' },
          { marker: 'productList', value: { kind: 7, title: 'Pairs with your table', list: [product({ sku_number: 'CA-2002', name: 'Hollis Chair', group: 'Dining Chair' })] } },
          { marker: 'end', value: { id: 'answer-42' } },
        ]),
      ),
    );
    const user = userEvent.setup();
    const m = await mountAssistant();
    const panel = within(await openChat(user));
    await user.type(panel.getByRole('textbox', { name: 'Your question for Cara' }), 'what goes with it{Enter}');
    await user.click(await panel.findByRole('button', { name: 'Add to cart Hollis Chair' }));
    await waitFor(() => expect(m.emitted).toContainEqual({ name: 'cara:added-to-cart', payload: { sku_number: 'CA-2002', buy_number: 1 } }));
    expect(recorded.cart).toEqual([expect.objectContaining({ sku_number: 'CA-2002', number: 1, add_type: 4, ai_source: 'cara:answer-42' })]);
    expect(panel.getByRole('button', { name: 'Added Hollis Chair' })).toBeInTheDocument();
    await waitFor(() => expect(recorded.logs).toContainEqual(expect.objectContaining({ type: 'mibd.llm.add_shopping_cart', tag1: 'CA-2002' })));
    expect(m.toasts).toContainEqual({ kind: 'success', message: 'Added to cart' });
  });

  it("toggles 'Re-recommend' to 'Click to view' once the new recommendation is in", async () => {
    const recorded = answers([item(1, { type: 5, text: 'My pick', product_list: [product({ sku_number: 'CA-5', name: 'Picked Sofa' })], product_list_kind: 5, target_sku_number: 'CA-5' })]);
    server.use(
      on(CARA_CALLS.ask, async ({ request }) => {
        recorded.asked.push((await request.json()) as Record<string, unknown>);
        return streamed([
          { marker: 'type', value: 5 },
          { marker: 'productList', value: { kind: 5, title: 'Another pick', list: [product({ sku_number: 'CA-8', name: 'Other Sofa' })] } },
          { marker: 'end', value: { id: 'answer-2' } },
        ]);
      }),
    );
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    await user.click(await panel.findByRole('button', { name: 'Re-recommend' }));
    expect(await panel.findByRole('button', { name: 'Click to view' })).toBeInTheDocument();
    expect(recorded.asked[0]).toMatchObject({ type: 5, recommend_sku_number: ['CA-5'], target_sku_number: 'CA-5' });
    expect(panel.getByRole('region', { name: 'Another pick' })).toBeInTheDocument();
  });

  it('refuses a photo that is not bmp, png, jpg, jpeg or webp', async () => {
    answers();
    const user = userEvent.setup({ applyAccept: false });
    await mountAssistant();
    const panel = within(await openChat(user));
    await user.upload(panel.getByLabelText('Send a room photo'), new File(['gif'], 'room.gif', { type: 'image/gif' }));
    expect(await panel.findByText(CARA_MESSAGES.photoType)).toBeInTheDocument();
  });

  it('sends a room photo: stored first, then asked about with its file name', async () => {
    const recorded = answers();
    server.use(
      mock(CARA_CALLS.inpaintingMessage, {
        photo: { image_id: 'img-1', image_code: 'ab12cd', filename: 'room-1.jpg', src: fileReadUrl('room-1.jpg'), width: 1600, height: 900 },
      }),
      on(CARA_CALLS.ask, async ({ request }) => {
        recorded.asked.push((await request.json()) as Record<string, unknown>);
        return streamed([{ marker: 'text', value: 'A bright room.' }, { marker: 'end', value: {} }]);
      }),
    );
    const user = userEvent.setup();
    await mountAssistant();
    const panel = within(await openChat(user));
    await user.upload(panel.getByLabelText('Send a room photo'), new File(['jpg'], 'room.jpg', { type: 'image/jpeg' }));
    expect(await panel.findByText('A bright room.')).toBeInTheDocument();
    expect(recorded.asked[0]).toMatchObject({ file: 'room-1.jpg', source: 5 });
    expect(panel.getByRole('img', { name: 'Your room photo' })).toBeInTheDocument();
    await waitFor(() => expect(recorded.logs.map((l) => l.type)).toContain('upload_pictures'));
  });
});

describe('prices in the chat follow the current mode', () => {
  const safe: SessionSnapshot = { ...designerSession, mode: 'mibd_safe', roles: designerSession.roles.filter((r) => r !== 'designer_price' && r !== 'ca_msrp') };
  const client: SessionSnapshot = { ...designerSession, mode: 'mibd_communicate', roles: designerSession.roles.filter((r) => r !== 'designer_price') };

  /** Every price the panel shows, with its label, in the order shown (cards and an open product dialog). */
  function pricesShown(): string[] {
    return [...document.querySelectorAll('.cara-card-price > span')].map((line) => line.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  }

  it('shows history and new answers with the prices of the mode switched to, never a designer price outside Designer mode', async () => {
    // An answer given in Designer mode: the history keeps the designer prices it was stored with.
    const recorded = answers([
      item(1, { type: 4, text: 'A list', product_list: [product({ sku_number: 'CA-4', name: 'List Chair' })], product_list_kind: 4, product_list_title: 'Chairs' }),
    ]);
    server.use(
      on(CARA_CALLS.ask, () =>
        streamed([
          { marker: 'type', value: 4 },
          { marker: 'text', value: 'Here you are.' },
          { marker: 'productList', value: { kind: 4, title: 'Tables', list: [product({ sku_number: 'CA-2002', name: 'Hollis Table' })] } },
          { marker: 'end', value: { id: 'answer-7' } },
        ]),
      ),
    );
    const user = userEvent.setup();
    const m = await mountAssistant();
    const dialog = await openChat(user);
    const panel = within(dialog);
    await user.type(panel.getByRole('textbox', { name: 'Your question for Cara' }), 'tables{Enter}');
    await panel.findByRole('region', { name: 'Tables' });
    // Designer mode: both answers with designer price and MSRP.
    await waitFor(() => expect(pricesShown()).toEqual(['Designer $2,400.00', 'MSRP $4,800.00', 'Designer $2,400.00', 'MSRP $4,800.00']));
    expect(recorded.priced).toEqual([{ mode: 'mibd_designer', skus: ['CA-4'] }]);

    // Browsing mode: no price at all, in the history or in the answer just given.
    await m.update({ session: safe });
    await waitFor(() => expect(pricesShown()).toEqual([]));
    expect(dialog).not.toHaveTextContent(/\$\d/);
    await waitFor(() => expect(recorded.priced).toContainEqual({ mode: 'mibd_safe', skus: ['CA-4', 'CA-2002'] }));
    expect(pricesShown()).toEqual([]);

    // Client mode: MSRP, never the designer price, on the cards and in a card's dialog.
    await m.update({ session: client });
    await waitFor(() => expect(pricesShown()).toEqual(['MSRP $4,800.00', 'MSRP $4,800.00']));
    expect(dialog).not.toHaveTextContent('Designer');
    await user.click(panel.getByRole('button', { name: 'Details of List Chair' }));
    const details = await screen.findByRole('dialog', { name: 'List Chair' });
    expect(details).toHaveTextContent('MSRP $4,800.00');
    expect(details).not.toHaveTextContent('Designer');
    expect(pricesShown()).toEqual(['MSRP $4,800.00', 'MSRP $4,800.00', 'MSRP $4,800.00']);
    await user.keyboard('{Escape}');

    // Back in Designer mode the designer prices return, read for that mode.
    await m.update({ session: designerSession });
    await waitFor(() => expect(pricesShown()).toEqual(['Designer $2,400.00', 'MSRP $4,800.00', 'Designer $2,400.00', 'MSRP $4,800.00']));
  });

  it('shows the history of a Designer-mode answer without prices in Browsing mode, after the reload a mode switch makes', async () => {
    const recorded = answers([
      item(1, { type: 5, text: 'My pick', product_list: [product({ sku_number: 'CA-5', name: 'Picked Sofa' })], product_list_kind: 5 }),
    ]);
    const user = userEvent.setup();
    await mountAssistant({ session: safe });
    const panel = within(await openChat(user));
    expect(await panel.findByRole('link', { name: 'Picked Sofa' })).toBeInTheDocument();
    await waitFor(() => expect(recorded.priced).toEqual([{ mode: 'mibd_safe', skus: ['CA-5'] }]));
    expect(pricesShown()).toEqual([]);
    expect(screen.getByRole('dialog', { name: /Cara/ })).not.toHaveTextContent(/\$\d/);
  });
});
