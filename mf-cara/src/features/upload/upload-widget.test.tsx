import { CARA_CALLS, CARA_MESSAGES, CATALOG_CALLS, fileReadUrl, type ChatItem, type ChatProduct, type InpaintingSettingsResponse, type StoredPhoto } from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { aiCase, designerSession, mountAssistant, product, unmountAll } from '../../test/cara';
import type * as photoRules from './photo-rules';
import { readImageSize } from './photo-rules';

vi.mock('./photo-rules', async (original) => ({ ...(await original<typeof photoRules>()), readImageSize: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // jsdom draws nothing: the shade's canvas and the photo's box are stood in for.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: vi.fn(), fillStyle: '' } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,c2hhZGU=');
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, x: 0, y: 0, width: 400, height: 225, right: 400, bottom: 225, toJSON: () => ({}) });
  vi.mocked(readImageSize).mockResolvedValue({ width: 1600, height: 900 });
});
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const settings: InpaintingSettingsResponse = {
  official_pictures: [1, 2, 3, 4, 5].map((n) => ({ id: `ex-${n}`, src: fileReadUrl(`example-${n}.jpg`), width: 1600, height: 900 })),
  groups: [
    { id: 'g-living', src: fileReadUrl('group-living.jpg'), name: 'Warm modern', tab: 'LIVING ROOM', sku_number: ['CA-1'] },
    { id: 'g-dining', src: fileReadUrl('group-dining.jpg'), name: 'Walnut dining', tab: 'DINING ROOM', sku_number: ['CA-2', 'CA-3'] },
  ],
};

/** A chat answer that showed these products (Cara's picks). */
const answerWith = (list: ChatProduct[]): ChatItem => ({ id: 'm-1', text: 'Here you are', create_time: 1_763_700_000_000, send_user_id: 'AI', type: 4, product_list: list });

/** The stored room photo the upload and the photo code answer. */
const room: StoredPhoto = { image_id: 'img-1', image_code: 'ab12cd', filename: 'room-1.jpg', src: fileReadUrl('room-1.jpg'), width: 1600, height: 900 };

function api() {
  const recorded = { messages: [] as Record<string, unknown>[], logs: [] as { type: string }[], codes: [] as unknown[] };
  server.use(
    mock(CARA_CALLS.history, { list: [answerWith([product({ sku_number: 'CA-1', name: 'Harlow Sofa' })])], total: 1 }),
    mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }),
    mock(CARA_CALLS.caseNotices, { case_list: [] }),
    on(CARA_CALLS.addLog, async ({ request }) => {
      recorded.logs.push((await request.json()) as { type: string });
      return ok({ id: '1' });
    }),
    mock(CARA_CALLS.inpaintingSettings, settings),
    mock(CATALOG_CALLS.bySku, { list: [product({ sku_number: 'CA-1', name: 'Harlow Sofa' })] }),
    on(CARA_CALLS.inpaintingMessage, async ({ request }) => {
      // The photo comes as a multipart upload; the render request as JSON.
      const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
      const body = multipart ? Object.fromEntries((await request.formData()).entries()) : ((await request.json()) as Record<string, unknown>);
      recorded.messages.push(body);
      if (body.type === 'upload') return ok({ photo: room });
      return ok({ case: aiCase({ case_id: 'case-7', status: 1 }) });
    }),
    on(CARA_CALLS.visitorImageByCode, async ({ request }) => {
      const body = (await request.json()) as { image_code: string };
      recorded.codes.push(body.image_code);
      return body.image_code === 'ab12cd'
        ? ok(room)
        : fail(404, 'Error Code');
    }),
  );
  return recorded;
}

async function openWidget(options: Parameters<typeof mountAssistant>[0] = {}) {
  const user = userEvent.setup({ applyAccept: false });
  const m = await mountAssistant(options);
  await user.click(await screen.findByRole('button', { name: 'Chat with Cara' }));
  await user.click(await screen.findByRole('button', { name: 'AI furniture replacement upload' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog', { name: 'AI furniture replacement' }, { timeout: 8000 });
  return { user, m, dialog: within(dialog) };
}

const photo = (name = 'room.jpg') => new File(['photo'], name, { type: 'image/jpeg' });

function drag(frame: HTMLElement, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(frame, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1, pointerType: 'mouse' });
  fireEvent.pointerMove(frame, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType: 'mouse' });
  fireEvent.pointerUp(frame, { clientX: to[0], clientY: to[1], pointerId: 1, pointerType: 'mouse' });
}

describe('the upload widget', () => {
  it('step 1 offers the drop area, browse, the photo code, good and bad examples and at most 4 samples', async () => {
    const recorded = api();
    const { dialog } = await openWidget();
    expect(dialog.getByRole('heading', { name: 'Upload a photo of your room' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Browse for a room photo')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Photo Code' })).toHaveAttribute('maxLength', '6');
    expect(dialog.getByRole('group', { name: 'Good and bad photos' })).toHaveTextContent(/Good.*Bad/);
    expect(await dialog.findAllByRole('button', { name: /Sample room/ })).toHaveLength(4);
    await waitFor(() => expect(recorded.logs.map((l) => l.type)).toContain('mibd.inpainting.open'));
  });

  it('has no photo code for visitors', async () => {
    api();
    const { dialog } = await openWidget({ session: { ...designerSession, token: null } });
    expect(dialog.queryByRole('textbox', { name: 'Photo Code' })).not.toBeInTheDocument();
  });

  it('refuses a portrait photo and a file that is not a picture type it takes', async () => {
    const recorded = api();
    const { user, dialog } = await openWidget();
    vi.mocked(readImageSize).mockResolvedValueOnce({ width: 900, height: 1600 });
    await user.upload(dialog.getByLabelText('Browse for a room photo'), photo());
    expect(await dialog.findByText(CARA_MESSAGES.landscapeOnly)).toBeInTheDocument();
    await user.upload(dialog.getByLabelText('Browse for a room photo'), photo('room.gif'));
    expect(await dialog.findByText(CARA_MESSAGES.photoType)).toBeInTheDocument();
    expect(recorded.messages).toEqual([]);
    expect(dialog.getByRole('heading', { name: 'Upload a photo of your room' })).toBeInTheDocument();
  });

  it('draws areas (a drag under 2 px draws nothing), undoes and redoes them, then chooses a product for each and generates', async () => {
    const recorded = api();
    const { user, m, dialog } = await openWidget();
    await user.upload(dialog.getByLabelText('Browse for a room photo'), photo());
    expect(await dialog.findByRole('heading', { name: CARA_MESSAGES.selectAreas })).toBeInTheDocument();
    expect(recorded.messages[0]).toMatchObject({ type: 'upload', source: '2' });
    expect(typeof recorded.messages[0]?.image).toBe('object');

    const frame = dialog.getByTestId('area-canvas');
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    drag(frame, [10, 10], [11, 90]);
    expect(dialog.getByText('No area selected')).toBeInTheDocument();
    drag(frame, [20, 20], [120, 100]);
    drag(frame, [200, 100], [600, 400]);
    expect(dialog.getByText('2 areas selected')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(dialog.getByText('1 area selected')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Redo' }));
    expect(dialog.getByText('2 areas selected')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Redo' })).toBeDisabled();

    await user.click(next);
    expect(await dialog.findByRole('heading', { name: 'Choose a product for each area' })).toBeInTheDocument();
    const generate = dialog.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.click(await dialog.findByRole('button', { name: 'Choose Harlow Sofa CA-1' }));
    await user.click(dialog.getByRole('button', { name: 'Choose Harlow Sofa CA-1' }));
    expect(dialog.getByRole('button', { name: 'Area 1: Harlow Sofa' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Area 2: Harlow Sofa' })).toBeInTheDocument();
    await user.click(generate);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI furniture replacement' })).not.toBeInTheDocument());
    expect(recorded.messages[1]).toEqual({
      type: 'generate',
      source: 2,
      image_id: 'img-1',
      shade: 'data:image/png;base64,c2hhZGU=',
      regions: [
        { left: 80, top: 80, width: 400, height: 320 },
        { left: 800, top: 400, width: 800, height: 500 },
      ],
      sku_number: ['CA-1', 'CA-1'],
    });
    expect(m.emitted).toContainEqual({ name: 'cara:case-updated', payload: { case_id: 'case-7', status: 1 } });
    await waitFor(() => expect(recorded.logs.map((l) => l.type)).toEqual(expect.arrayContaining(['upload_pictures', 'draw_shadow', 'replacement_sku'])));
  });

  it("says 'Select an area first' for 5 s when Next is pressed with no area", async () => {
    api();
    const { user, dialog } = await openWidget();
    await user.upload(dialog.getByLabelText('Browse for a room photo'), photo());
    await user.click(await dialog.findByRole('button', { name: 'Next' }));
    const shownAt = Date.now();
    expect(dialog.getByText(CARA_MESSAGES.selectAreaFirst)).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText(CARA_MESSAGES.selectAreaFirst)).not.toBeInTheDocument(), { timeout: 7000, interval: 100 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
    expect(dialog.getByRole('heading', { name: CARA_MESSAGES.selectAreas })).toBeInTheDocument();
  });

  it('takes a photo code with Enter, lowercase, to step 3, and says Error Code for an unknown one', async () => {
    const recorded = api();
    const { user, dialog } = await openWidget();
    const code = dialog.getByRole('textbox', { name: 'Photo Code' });
    await user.type(code, 'zz9zz9zz{Enter}');
    expect(await dialog.findByText(CARA_MESSAGES.errorCode)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'AB12CD{Enter}');
    expect(await dialog.findByRole('heading', { name: 'Choose a product for each area' })).toBeInTheDocument();
    expect(recorded.codes).toEqual(['zz9zz9', 'ab12cd']);
  });

  it('from source 2 an example leads to step 3', async () => {
    api();
    const { user, dialog } = await openWidget();
    await user.click((await dialog.findAllByRole('button', { name: /Sample room/ }))[0] as HTMLElement);
    expect(await dialog.findByRole('heading', { name: 'Choose a product for each area' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Area 1: No product yet' })).toHaveAttribute('aria-pressed', 'true');
  });
});
