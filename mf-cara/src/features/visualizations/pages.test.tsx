import { CARA_CALLS, FILE_CALLS, fileReadUrl } from '@storefront/contracts';
import { fail, matchedRoute, mock, ok, on } from '@storefront/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { aiCase, mountApp, product, unmountAll } from '../../test/cara';

// Pages load lazily, as in the browser: the first visit transforms them.
vi.setConfig({ testTimeout: 15_000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountAll();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('My Visualizations', () => {
  it('lists the cases with their state, each linking to its details, with more on demand', async () => {
    const pages: unknown[] = [];
    server.use(
      on(CARA_CALLS.caseList, async ({ request }) => {
        const body = (await request.json()) as { page: number };
        pages.push(body);
        return body.page === 1
          ? ok({ case_list: [aiCase({ case_id: 'c2', status: 2, low_definition_image: '/r/c2.jpg' }), aiCase({ case_id: 'c1', status: 1 })], is_complete: 0, total: 3 })
          : ok({ case_list: [aiCase({ case_id: 'c0', status: -2 })], is_complete: 0, total: 3 });
      }),
    );
    const user = userEvent.setup();
    await mountApp({ route: matchedRoute('visualizations') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Visualizations' }, { timeout: 8000 })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: /Visualization of/ });
    expect(links[0]).toHaveAttribute('href', '/AISchemeDetails?case_id=c2');
    expect(within(links[0] as HTMLElement).getByText('Ready')).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('In progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(pages).toEqual([{ limit: 12, page: 1 }, { limit: 12, page: 2 }]);
  });
});

describe('Visualization Details', () => {
  it('shows the low definition render with the high definition one a click away, and the furniture in it', async () => {
    server.use(
      on(CARA_CALLS.caseDetail, async ({ request }) => {
        const body = (await request.json()) as { id: string };
        if (body.id !== 'c2') return fail(404, 'Unknown case');
        return ok({
          ...aiCase({ case_id: 'c2', status: 2 }),
          case_detail_list: [{ id: 'r1', is_update: 1, high_definition_image: '/r/c2-high.jpg', low_definition_image: '/r/c2-low.jpg', sku_number: ['CA-1001'], create_time: 1 }],
          products: [product()],
        });
      }),
    );
    await mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: 'c2' } }) });
    expect(await screen.findByRole('img', { name: 'Your room with the new furniture' }, { timeout: 8000 })).toHaveAttribute('src', '/r/c2-low.jpg');
    expect(screen.getByRole('link', { name: 'View high definition' })).toHaveAttribute('href', '/r/c2-high.jpg');
    expect(screen.getByRole('link', { name: 'Walnut Dining Table' })).toHaveAttribute('href', '/page/products/product-CA-1001.html?source=llm');
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('says so when the case cannot be found', async () => {
    server.use(on(CARA_CALLS.caseDetail, () => fail(404, 'Unknown case')));
    await mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: 'nope' } }) });
    expect(await screen.findByText('This visualization cannot be found.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('reads a private render with the api headers and shows it from memory', async () => {
    const low = fileReadUrl('Newcache_2_1a2b3c4d-0000-4000-8000-000000000001.jpg');
    const tokens: (string | null)[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:render-low'), revokeObjectURL: vi.fn() }));
    server.use(
      mock(CARA_CALLS.caseDetail, {
        ...aiCase({ case_id: 'c3', status: 2 }),
        case_detail_list: [{ id: 'r1', is_update: 0, high_definition_image: low, low_definition_image: low, sku_number: [], create_time: 1 }],
        products: [],
      }),
      on(FILE_CALLS.read, ({ request }) => {
        tokens.push(request.headers.get('X-Auth-Token'));
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    await mountApp({ route: matchedRoute('AISchemeDetails', { query: { case_id: 'c3' } }) });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your room with the new furniture' })).toHaveAttribute('src', 'blob:render-low'), { timeout: 8000 });
    expect(await screen.findByRole('link', { name: 'View high definition' })).toHaveAttribute('href', 'blob:render-low');
    expect(tokens.every((t) => t === 'token-1')).toBe(true);
    vi.unstubAllGlobals();
  });
});
