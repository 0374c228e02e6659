import { CARA_CALLS, CATALOG_CALLS, createApiClient, createEventBus, fileReadUrl, type InpaintingSettingsResponse, type StoredPhoto } from '@storefront/contracts';
import { mock, ok, on, testShellProps } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from './dialogs';
import { aiCase, designerSession, product } from './test/cara';

vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const unmountAfter: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (unmountAfter.length > 0) await unmountAfter.pop()?.();
  server.resetHandlers();
});
afterAll(() => server.close());

const settings: InpaintingSettingsResponse = {
  official_pictures: [1, 2].map((n) => ({ id: `ex-${n}`, src: fileReadUrl(`example-${n}.jpg`), width: 1600, height: 900 })),
  groups: [],
};
const room: StoredPhoto = { image_id: 'img-1', image_code: 'ab12cd', filename: 'room-1.jpg', src: fileReadUrl('room-1.jpg'), width: 1600, height: 900 };

function api() {
  const recorded = { messages: [] as Record<string, unknown>[], logs: [] as Record<string, unknown>[] };
  server.use(
    mock(CARA_CALLS.history, { list: [], total: 0 }),
    on(CARA_CALLS.addLog, async ({ request }) => {
      recorded.logs.push((await request.json()) as Record<string, unknown>);
      return ok({ id: '1' });
    }),
    mock(CARA_CALLS.inpaintingSettings, settings),
    mock(CATALOG_CALLS.bySku, { list: [product({ sku_number: 'CA-1001', name: 'Walnut Dining Table' })] }),
    on(CARA_CALLS.inpaintingMessage, async ({ request }) => {
      recorded.messages.push((await request.json()) as Record<string, unknown>);
      return ok({ case: aiCase({ case_id: 'case-9', status: 1 }) });
    }),
    mock(CARA_CALLS.visitorImageByCode, room),
  );
  return recorded;
}

/** The api, with the render's answer held back until `answer()`. */
function heldApi() {
  const recorded = api();
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    on(CARA_CALLS.inpaintingMessage, async ({ request }) => {
      recorded.messages.push((await request.json()) as Record<string, unknown>);
      await answered;
      return ok({ case: aiCase({ case_id: 'case-9', status: 1 }) });
    }),
  );
  return { recorded, answer };
}

describe('See it in my room (source 1)', () => {
  /** The SeeInRoom body as the shell's dialog host mounts it, with the product page's SKU in the payload. */
  async function openDialog() {
    const close = vi.fn();
    const events = createEventBus(new EventTarget());
    const emitted: unknown[] = [];
    events.on('cara:case-updated', (payload) => emitted.push(payload));
    const toasts: unknown[] = [];
    const props = {
      ...testShellProps({ brand: 'CA', session: designerSession, events, toasts: { show: (t) => toasts.push(t) }, api: createApiClient({ brand: 'CA', session: () => designerSession }) }),
      dialog: { kind: 'SeeInRoom' as const, payload: { sku_number: 'CA-1001' }, close },
    };
    const mounted = await mountLifecycles(dialogs, props, 'see-in-room-under-test');
    unmountAfter.push(mounted.unmount);
    return { close, emitted, toasts, user: userEvent.setup({ applyAccept: false }) };
  }

  it('an example goes straight to generation with the product of the page', async () => {
    const recorded = api();
    const { emitted, toasts, close, user } = await openDialog();
    expect(await screen.findByRole('heading', { name: 'Upload a photo of your room' })).toBeInTheDocument();
    await user.click((await screen.findAllByRole('button', { name: /Sample room/ }))[1]!);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(recorded.messages).toEqual([
      { type: 'generate', source: 1, official_picture_id: 'ex-2', sku_number: ['CA-1001'], regions: [{ left: 448, top: 342, width: 704, height: 504 }] },
    ]);
    expect(toasts).toContainEqual({ kind: 'info', message: 'Your visualization is being generated. We will let you know when it is ready.' });
    expect(emitted).toEqual([{ case_id: 'case-9', status: 1 }]);
    expect(recorded.logs).toContainEqual(expect.objectContaining({ type: 'mibd.inpainting.open', tag1: 1, tag2: 'CA-1001' }));
  });

  it('the pressed example keeps the focus while the render starts, and a second press sends nothing', async () => {
    const { recorded, answer } = heldApi();
    const { close, user } = await openDialog();
    const sample = (await screen.findAllByRole('button', { name: /Sample room/ }))[1]!;
    await user.click(sample);
    await waitFor(() => expect(recorded.messages).toHaveLength(1));
    expect(sample).toHaveFocus();
    expect(sample).toHaveAttribute('aria-disabled', 'true');
    await user.click(sample);
    answer();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(recorded.messages).toHaveLength(1);
  });

  it('Generate keeps the focus while the render starts, and a second press sends nothing', async () => {
    const { recorded, answer } = heldApi();
    const { close, user } = await openDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Photo Code' }), 'ab12cd{Enter}');
    await screen.findByRole('button', { name: 'Area 1: Walnut Dining Table' });
    const generate = screen.getByRole('button', { name: 'Generate' });
    await user.click(generate);
    await waitFor(() => expect(recorded.messages).toHaveLength(1));
    expect(generate).toHaveFocus();
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    await user.click(generate);
    answer();
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(recorded.messages).toHaveLength(1);
  });

  it('a photo code leads to step 3 with the product chosen for the area, ready to generate', async () => {
    const recorded = api();
    const { user } = await openDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Photo Code' }), 'ab12cd{Enter}');
    expect(await screen.findByRole('heading', { name: 'Choose a product for each area' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Area 1: Walnut Dining Table' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(recorded.messages).toHaveLength(1));
    expect(recorded.messages[0]).toMatchObject({ source: 1, image_id: 'img-1', sku_number: ['CA-1001'] });
  });
});
