import { CATALOG_CALLS, createApiClient } from '@storefront/contracts';
import { ok, on, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { LiveSearch, SEARCH_DEBOUNCE_MS } from './live-search';

const card = (i: number) => ({
  sku_number: `ART-${i}`,
  brand_id: 'art',
  name: `Gallery Chair ${i}`,
  image: '',
  style: 'Modern',
  portfolio: 'Gallery',
  space: 'Living Room',
  category: 'Accent Chairs',
  finish: 'Walnut',
  width: 30,
  length: 30,
  height: 32,
  status: 1,
  stock: 3,
  future_stock: 0,
  stock_tag: 'in_stock',
  customizable_type: 0,
});

const searches: string[] = [];
const server = setupServer(
  on(CATALOG_CALLS.liveSearch, async ({ request }) => {
    const body = (await request.json()) as { search: string; limit: number };
    searches.push(body.search);
    const list = body.search.startsWith('zz') ? [] : Array.from({ length: 14 }, (_, i) => card(i + 1)).slice(0, body.limit);
    return ok({ list, total: list.length, page: 1, limit: body.limit });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The live search as the shell mounts it on ART, with a real api client over msw. */
function renderSearch() {
  const api = createApiClient({ brand: 'ART', baseUrl: 'http://localhost', session: () => visitorSession });
  const navigate = vi.fn();
  render(<LiveSearch {...testShellProps({ brand: 'ART', api, navigate })} />);
  return { navigate, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

describe('ART live search', () => {
  it('waits 1 s after the last key, then lists up to 10 products by SKU and View all results', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, navigate } = renderSearch();
    await user.type(input, 'chai');
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(searches).toEqual([]);
    await act(async () => vi.advanceTimersByTime(200));
    const list = await screen.findByRole('listbox');
    const products = await within(list).findAllByRole('option', { name: /Gallery Chair/ });
    expect(searches).toEqual(['chai']);
    expect(products).toHaveLength(10);
    expect(products[0]?.closest('a') ?? products[0]).toHaveAttribute('href', '/page/products/product-ART-1.html');
    await user.click(within(list).getByRole('option', { name: 'View all results' }));
    expect(navigate).toHaveBeenCalledWith('/shop?keyWord=chai');
  });

  it("opens a chosen product through the shell's navigate", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, navigate } = renderSearch();
    await user.type(input, 'chai');
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50));
    const [first] = await within(await screen.findByRole('listbox')).findAllByRole('option', { name: /Gallery Chair/ });
    await user.click(first as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/page/products/product-ART-1.html');
  });

  it("says 'Nothing found' when nothing matches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = renderSearch();
    await user.type(input, 'zzqx');
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 50));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('Enter searches the shop with the keyword encoded; the clear button empties the field', async () => {
    const user = userEvent.setup();
    const { input, navigate } = renderSearch();
    await user.type(input, 'oak & brass{Enter}');
    expect(navigate).toHaveBeenCalledWith('/shop?keyWord=oak%20%26%20brass');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
  });
});
