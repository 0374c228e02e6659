import { CATALOG_CALLS, MESSAGES, createApiClient, createEventBus } from '@storefront/contracts';
import { fail, ok, on, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import * as dialogs from './dialogs';
import { detail } from './test/catalog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function open(sku: string, close = vi.fn()) {
  server.use(on(CATALOG_CALLS.detail, async ({ request }) => ((await request.json()) as { sku_number: string }).sku_number === 'CA-1001' ? ok(detail()) : fail(24001, MESSAGES.productNotExist)));
  const props = {
    ...testShellProps({ api: createApiClient({ brand: 'HOM', session: () => visitorSession }), events: createEventBus(new EventTarget()) }),
    dialog: { kind: 'FromView' as const, payload: { sku_number: sku }, close },
  };
  return mountLifecycles(dialogs, props);
}

describe('Product View dialog (FromView)', () => {
  it("shows the product with the visitor's price notice and a link to its page that closes the dialog", async () => {
    const close = vi.fn();
    const mounted = await open('CA-1001', close);
    expect(await screen.findByRole('heading', { name: 'Marlowe Sofa' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pricesLogin)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View full details' });
    expect(link).toHaveAttribute('href', '/productDetail?sku_number=CA-1001');
    await userEvent.click(link);
    expect(close).toHaveBeenCalled();
    await mounted.unmount();
  });

  it("says 'Product does not exist' for an unknown SKU", async () => {
    const mounted = await open('NOPE');
    expect(await screen.findByText(MESSAGES.productNotExist)).toBeInTheDocument();
    await mounted.unmount();
  });
});
