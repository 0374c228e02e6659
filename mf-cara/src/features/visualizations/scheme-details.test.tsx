import { CARA_CALLS, PROJECT_CALLS, type CaseDetailResponse, type ProjectSummary } from '@storefront/contracts';
import { fail, matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { aiCase, designerSession, mountApp, product, unmountAll } from '../../test/cara';

// Pages load lazily, as in the browser: the first visit transforms them.
vi.setConfig({ testTimeout: 15_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/** Gives the browser's navigator a property for one test (the Web Share API jsdom lacks). */
const stubbed: string[] = [];
function stubNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  stubbed.push(name);
}

afterEach(async () => {
  for (const name of stubbed.splice(0)) delete (navigator as unknown as Record<string, unknown>)[name];
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

const keeper = { ...designerSession, roles: [...designerSession.roles, 'designer_project'] };
const JC_PAGE = 'https://www.jonathancharles.com/page/products/product-JC-2002.html?source=llm';

function detail(overrides: Partial<CaseDetailResponse> = {}): CaseDetailResponse {
  return {
    ...aiCase({ case_id: '42', status: 2, file_src: '/r/room.jpg' }),
    case_detail_list: [{ id: '7d1f2c1e-8d2b-4c55-9a43-0f5b1b2c3d4e', is_update: 0, high_definition_image: '/r/42-high.jpg', low_definition_image: '/r/42-low.jpg', sku_number: ['CA-1001', 'JC-2002'], create_time: 1 }],
    products: [
      { ...product(), page_url: '/page/products/product-CA-1001.html?source=llm' },
      { ...product({ sku_number: 'JC-2002', brand_id: 'jc', name: 'Regency Console' }), page_url: JC_PAGE },
    ],
    image_code: 'k7m2qa',
    ...overrides,
  };
}

const project = (id: string, name: string, customer: string): ProjectSummary => ({ id, name, customer_id: `c-${id}`, customer_name: customer, item_count: 0, unit_count: 0, updated_at: '2026-12-01T00:00:00Z' });
const open = (session = keeper) => mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: '42' } }), session });

describe('a visualization compared before and after', () => {
  it('lays the render over the room photo with a labelled slider the keyboard moves', async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail()));
    const user = userEvent.setup();
    await open();
    const slider = await screen.findByRole('slider', { name: 'Before and after' }, { timeout: 8000 });
    expect(screen.getByRole('img', { name: 'Your room with the new furniture' })).toHaveAttribute('src', '/r/42-low.jpg');
    expect(screen.getByRole('img', { name: 'Your room before' })).toHaveAttribute('src', '/r/room.jpg');
    expect(slider).toHaveValue('50');
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveValue('52');
    await user.keyboard('{End}');
    expect(slider).toHaveValue('100');
    // All of the photo before shows when the divider is at the right edge.
    expect(screen.getByRole('img', { name: 'Your room before' }).parentElement).toHaveStyle({ clipPath: 'inset(0 0% 0 0)' });
  });

  it('shows the render alone when the case has no room photo', async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail({ file_src: '' })));
    await open();
    expect(await screen.findByRole('img', { name: 'Your room with the new furniture' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});

describe("a render's products, code, download and share", () => {
  it("links each product to its page where it is sold, another brand's on that brand's site", async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail()));
    await open();
    expect(await screen.findByRole('link', { name: 'Regency Console' }, { timeout: 8000 })).toHaveAttribute('href', JC_PAGE);
    expect(screen.getByRole('link', { name: 'Walnut Dining Table' })).toHaveAttribute('href', '/page/products/product-CA-1001.html?source=llm');
  });

  it('shows the photo code for reuse and copies it', async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail()));
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('K7M2QA', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Photo Code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('k7m2qa');
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
  });

  it('downloads the high definition render under a proper name, and copies the owner-only link where the browser cannot share', async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail()));
    const user = userEvent.setup();
    expect(navigator.share).toBeUndefined();
    await open();
    const download = await screen.findByRole('link', { name: 'Download' }, { timeout: 8000 });
    expect(download).toHaveAttribute('href', '/r/42-high.jpg');
    expect(download).toHaveAttribute('download', 'caracole-visualization-42-1.jpg');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/AISchemeDetails?case_id=42`);
    expect(await screen.findByText('Link copied. Only you can open it, signed in.')).toBeInTheDocument();
  });

  it('hands the picture itself to the share sheet where the browser shares files', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    stubNavigator('share', share);
    stubNavigator('canShare', () => true);
    server.use(mock(CARA_CALLS.caseDetail, detail()), http.get('*/r/42-high.jpg', () => new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })));
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 8000 }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const shared = share.mock.calls[0]![0];
    expect(shared.files?.[0]?.name).toBe('caracole-visualization-42-1.jpg');
    expect(shared.url).toBeUndefined();
  });
});

describe('save to project', () => {
  it("keeps the render in a customer's project chosen in the dialog, then links to the project", async () => {
    const saved: unknown[] = [];
    server.use(
      mock(CARA_CALLS.caseDetail, detail()),
      mock(PROJECT_CALLS.list, { list: [project('p1', 'Harbor Loft', 'Ines Alvarez'), project('p2', 'Quay House', 'Theo Marsh')], total: 2 }),
      on(CARA_CALLS.caseToProject, async ({ request }) => {
        saved.push(await request.json());
        return ok({ project_id: 'p2', render_id: '7d1f2c1e-8d2b-4c55-9a43-0f5b1b2c3d4e', message: 'Saved to project' });
      }),
    );
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Save to project' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a project' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Project' });
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a project', 'Harbor Loft (Ines Alvarez)', 'Quay House (Theo Marsh)']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a project');
    expect(saved).toEqual([]);
    await user.selectOptions(choice, 'Quay House (Theo Marsh)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ case_id: '42', render_id: '7d1f2c1e-8d2b-4c55-9a43-0f5b1b2c3d4e', project_id: 'p2' }]);
    expect(screen.getByText(/Saved to Quay House\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the project' })).toHaveAttribute('href', '/projectDetail?id=p2');
  });

  it("says the api's refusal in its words and keeps the dialog open", async () => {
    server.use(
      mock(CARA_CALLS.caseDetail, detail()),
      mock(PROJECT_CALLS.list, { list: [project('p1', 'Harbor Loft', 'Ines Alvarez')], total: 1 }),
      on(CARA_CALLS.caseToProject, () => fail(40401, 'Project not found')),
    );
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Save to project' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a project' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Project' }), 'Harbor Loft (Ines Alvarez)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Project not found');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there is no project to save into, and is not offered without the projects permission', async () => {
    server.use(mock(CARA_CALLS.caseDetail, detail()), mock(PROJECT_CALLS.list, { list: [], total: 0 }));
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Save to project' }, { timeout: 8000 }));
    expect(await screen.findByText('No projects yet. Create one for a customer in My Projects first.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' })).toBeDisabled();
    await unmountAll();
    await open(designerSession);
    await screen.findByRole('slider', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Save to project' })).not.toBeInTheDocument();
  });
});
