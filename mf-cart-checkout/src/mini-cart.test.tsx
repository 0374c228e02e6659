import { CART_CALLS, CONTRACTS_VERSION, createApiClient, type MiniCartProps, type SessionSnapshot } from '@storefront/contracts';
import { mock, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import * as lifecycles from './mini-cart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the mini-cart parcel', () => {
  it('mounts as the shell mounts it, under its boundary, and reads the cart of the session', async () => {
    const session: SessionSnapshot = { ...visitorSession, token: 'token-1', mode: 'mibd_designer', roles: ['home', 'shopping_cart'] };
    const line = { id: 'l1', image: '', name: 'Arden Sofa', sku_number: 'AS1', brand_id: 'hom', customizable_type: 0, status: '1', count: 2, stock_tag: 'in_stock' } as const;
    server.use(mock(CART_CALLS.list, { list: [line], count: 2 }));
    const props: MiniCartProps = { ...testShellProps({ session, api: createApiClient({ brand: 'HOM', baseUrl: 'http://localhost', session: () => session }) }), closeSignal: '/home?#false' };
    const mounted = await mountLifecycles(lifecycles, props);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
    expect(mounted.domElement.querySelector('[data-boundary="mf-cart-checkout"]')).toHaveAttribute('data-contracts', CONTRACTS_VERSION);
    await mounted.unmount();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
