import {
  CARA_CALLS,
  CATALOG_CALLS,
  ERR,
  PROJECT_CALLS,
  fileReadUrl,
  type CartLine,
  type ChatItem,
  type ChatProduct,
  type InpaintingSettingsResponse,
  type ProjectSummary,
  type StoredPhoto,
} from '@storefront/contracts';
import { fail, mock, ok, on } from '@storefront/contracts/testing';
import { axeViolations } from '@storefront/tooling/axe';
import { screen, waitFor, within } from '@testing-library/react';
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
  official_pictures: [1, 2].map((n) => ({ id: `ex-${n}`, src: fileReadUrl(`example-${n}.jpg`), width: 1600, height: 900 })),
  groups: [{ id: 'g-dining', src: fileReadUrl('group-dining.jpg'), name: 'Walnut dining', tab: 'DINING ROOM', sku_number: ['CA-2', 'CA-3'] }],
};
const room: StoredPhoto = { image_id: 'img-1', image_code: 'ab12cd', filename: 'room-1.jpg', src: fileReadUrl('room-1.jpg'), width: 1600, height: 900 };
const sofa = product({ sku_number: 'CA-1', name: 'Harlow Sofa' });
const table = product({ sku_number: 'CA-2', name: 'Hollis Table' });
const chair = product({ sku_number: 'CA-3', name: 'Hollis Chair' });
const answer = (id: string, list: ChatProduct[]): ChatItem => ({ id, text: 'Here you are', create_time: 1_763_700_000_000, send_user_id: 'AI', type: 4, product_list: list });
const line = (p: ChatProduct, status: '1' | '2' = '1'): CartLine => ({
  id: `line-${p.sku_number}`,
  image: p.image,
  name: p.name,
  sku_number: p.sku_number,
  brand_id: p.brand_id,
  customizable_type: 0,
  status,
  count: 1,
  stock_tag: 'in_stock',
});
const project: ProjectSummary = { id: 'p-1', name: 'Lake house', customer_id: 'c-1', customer_name: 'Ana Lee', item_count: 2, unit_count: 2, updated_at: '2026-11-30T10:00:00.000Z' };

function api(options: { refuse?: { err: number; errmsg: string } } = {}) {
  const recorded = { messages: [] as Record<string, unknown>[], searches: [] as string[], logs: [] as Record<string, unknown>[] };
  const cards = [sofa, table, chair];
  server.use(
    // Cara's picks: a Rowe piece from a chat on another site is never offered on Caracole.
    mock(CARA_CALLS.history, { list: [answer('m-2', [sofa, product({ sku_number: 'RW-9', brand_id: 'rowe', name: 'Rowe Loveseat' })]), answer('m-1', [sofa, table])], total: 2 }),
    mock(CARA_CALLS.caseList, { case_list: [], is_complete: 1, total: 0 }),
    mock(CARA_CALLS.caseNotices, { case_list: [] }),
    on(CARA_CALLS.addLog, async ({ request }) => {
      recorded.logs.push((await request.json()) as Record<string, unknown>);
      return ok({ id: '1' });
    }),
    mock(CARA_CALLS.inpaintingSettings, settings),
    on(CATALOG_CALLS.bySku, async ({ request }) => {
      const asked = ((await request.json()) as { sku_number: string[] }).sku_number;
      return ok({ list: cards.filter((c) => asked.includes(c.sku_number)) });
    }),
    on(CATALOG_CALLS.liveSearch, async ({ request }) => {
      const { search } = (await request.json()) as { search: string };
      recorded.searches.push(search);
      return ok({ list: search === 'chair' ? [chair] : [], total: search === 'chair' ? 1 : 0, page: 1, limit: 10 });
    }),
    mock(PROJECT_CALLS.list, { list: [project], total: 1 }),
    mock(PROJECT_CALLS.detail, {
      project,
      items: [line(table), line(product({ sku_number: 'CA-8', name: 'Retired Bench' }), '2')],
      subtotal: {},
      editable: true,
    }),
    on(CARA_CALLS.inpaintingMessage, async ({ request }) => {
      const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
      const body = multipart ? Object.fromEntries((await request.formData()).entries()) : ((await request.json()) as Record<string, unknown>);
      recorded.messages.push(body);
      if (body.type === 'upload') return ok({ photo: room });
      if (options.refuse) return fail(options.refuse.err, options.refuse.errmsg);
      return ok({ case: aiCase({ case_id: 'case-9', status: 1 }) });
    }),
    mock(CARA_CALLS.visitorImageByCode, room),
  );
  return recorded;
}

const projectKeeper = { ...designerSession, roles: [...designerSession.roles, 'designer_project'] };

async function openFromChat(session = projectKeeper) {
  const user = userEvent.setup({ applyAccept: false });
  const m = await mountAssistant({ session });
  await user.click(await screen.findByRole('button', { name: 'Chat with Cara' }));
  await user.click(await screen.findByRole('button', { name: 'AI furniture replacement upload' }, { timeout: 8000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'AI furniture replacement' }, { timeout: 8000 }));
  await user.upload(dialog.getByLabelText('Browse for a room photo'), new File(['photo'], 'room.jpg', { type: 'image/jpeg' }));
  await dialog.findByRole('heading', { name: 'Select areas you want to change' });
  return { user, m, dialog };
}

describe('areas from the keyboard', () => {
  it('adds an area, moves it with the arrows and resizes it with Shift, said politely; undo and redo keep it as moved', async () => {
    const recorded = api();
    const { user, dialog } = await openFromChat();
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    const area = dialog.getByRole('group', { name: 'Area 1' });
    expect(area).toHaveFocus();
    expect(area).toHaveAccessibleDescription('Arrow keys move the area; Shift and the arrow keys resize it.');
    expect(dialog.getByText('1 area selected')).toBeInTheDocument();
    const status = dialog.getByRole('status');
    expect(status).toHaveTextContent('Area 1 added.');

    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent('Area 1 moved to 30% from the left, 38% from the top.');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(status).toHaveTextContent('Area 1 resized to 44% wide, 58% high.');

    await user.click(dialog.getByRole('button', { name: 'Undo' }));
    expect(dialog.getByText('No area selected')).toBeInTheDocument();
    expect(status).toHaveTextContent('Area 1 removed.');
    await user.click(dialog.getByRole('button', { name: 'Redo' }));
    expect(status).toHaveTextContent('Area 1 restored.');
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    expect(dialog.getByRole('group', { name: 'Area 2' })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('heading', { name: 'Choose a product for each area' });
    await user.click(await dialog.findByRole('button', { name: 'Choose Harlow Sofa CA-1' }));
    await user.click(dialog.getByRole('button', { name: 'Choose Hollis Table CA-2' }));
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(recorded.messages).toHaveLength(2));
    // The moved and resized area, in the photo's own pixels (1600 x 900), then the second one a little lower right.
    expect(recorded.messages[1]).toMatchObject({
      regions: [
        { left: 480, top: 342, width: 704, height: 522 },
        { left: 512, top: 360, width: 704, height: 504 },
      ],
      sku_number: ['CA-1', 'CA-2'],
    });
  });
});

describe('a product for each area', () => {
  it("offers Cara's picks (this site's, each once), a project's products on sale and a search; each choice fills the active area", async () => {
    const recorded = api();
    const { user, dialog } = await openFromChat();
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('heading', { name: 'Choose a product for each area' });
    const areas = within(dialog.getByRole('list', { name: 'Areas' }));
    expect(areas.getAllByRole('button').map((b) => b.textContent)).toEqual(['Area 1: No product yet', 'Area 2: No product yet', 'Area 3: No product yet']);
    expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(dialog.getAllByRole('tab').map((t) => t.textContent)).toEqual(["Cara's picks", 'A project', 'Search', 'Settings']);

    const picks = await dialog.findAllByRole('button', { name: /^Choose / });
    expect(picks.map((b) => b.textContent)).toEqual(['Choose Harlow Sofa CA-1', 'Choose Hollis Table CA-2']);
    await user.click(picks[0]!);
    expect(areas.getByRole('button', { name: 'Area 1: Harlow Sofa' })).toBeInTheDocument();
    expect(areas.getByRole('button', { name: 'Area 2: No product yet' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('status')).toHaveTextContent('Harlow Sofa chosen for area 1.');

    await user.click(dialog.getByRole('tab', { name: 'A project' }));
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Project' }), 'Lake house (Ana Lee)');
    expect(await dialog.findByRole('button', { name: 'Choose Hollis Table CA-2' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Choose Retired Bench CA-8' })).not.toBeInTheDocument();
    // Area 3 first, then area 2: the designer decides which area a choice fills.
    await user.click(areas.getByRole('button', { name: 'Area 3: No product yet' }));
    await user.click(dialog.getByRole('button', { name: 'Choose Hollis Table CA-2' }));

    await user.click(dialog.getByRole('tab', { name: 'Search' }));
    const search = dialog.getByRole('searchbox', { name: 'Search the catalog' });
    await user.type(search, 'armoire{Enter}');
    expect(await dialog.findByText('There are no available items for this query.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'chair{Enter}');
    await user.click(await dialog.findByRole('button', { name: 'Choose Hollis Chair CA-3' }));
    expect(recorded.searches).toEqual(['armoire', 'chair']);
    expect(areas.getAllByRole('button').map((b) => b.textContent)).toEqual(['Area 1: Harlow Sofa', 'Area 2: Hollis Chair', 'Area 3: Hollis Table']);
    expect(await axeViolations()).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(recorded.messages).toHaveLength(2));
    expect(recorded.messages[1]).toMatchObject({ source: 2, sku_number: ['CA-1', 'CA-3', 'CA-2'] });
    expect(recorded.messages[1]).not.toHaveProperty('sku_group_id');
  });

  it("starts from a setting's products, in order, and shows the api's refusal of a product it cannot render", async () => {
    api({ refuse: { err: ERR.PRODUCT_NOT_FOUND, errmsg: 'Product not sold on this site' } });
    const { user, dialog } = await openFromChat(designerSession);
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    await user.click(dialog.getByRole('button', { name: 'Add an area' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await dialog.findByRole('heading', { name: 'Choose a product for each area' });
    // No projects for an account whose roles do not keep them.
    expect(dialog.queryByRole('tab', { name: 'A project' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Settings' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Room' }), 'DINING ROOM');
    await user.click(dialog.getByRole('button', { name: 'Use the setting Walnut dining' }));
    expect(await dialog.findByRole('button', { name: 'Area 1: Hollis Table' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Area 2: Hollis Chair' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Product not sold on this site');
    expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
