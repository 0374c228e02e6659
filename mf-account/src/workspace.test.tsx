import { createApiClient, createEventBus, ERR, FAVORITE_CALLS, type SessionSnapshot } from '@storefront/contracts';
import { fail, ok, on, testShellProps } from '@storefront/contracts/testing';
import { mountLifecycles } from '@storefront/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { avery, designerSession } from './test/customers';
import * as workspace from './workspace';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the workspace answers the product page', { timeout: 15_000 }, () => {
  async function mountWorkspace(session: SessionSnapshot) {
    const target = new EventTarget();
    const opened: Array<{ kind: string; payload: unknown }> = [];
    const toasts: Array<{ kind: string; message: string }> = [];
    const props = testShellProps({
      session,
      events: createEventBus(target),
      api: createApiClient({ brand: 'CA', session: () => session }),
      dialogs: { open: (kind, payload) => opened.push({ kind, payload }), close: () => undefined, confirm: async () => false },
      toasts: { show: (t) => toasts.push(t) },
    });
    const mounted = await mountLifecycles(workspace, props);
    return { emitter: createEventBus(target), opened, toasts, unmount: mounted.unmount };
  }

  it('claims Add to project and opens the AddProject dialog with the product and quantity', async () => {
    const ws = await mountWorkspace(designerSession);
    expect(ws.emitter.emit('catalog:add-to-project-requested', { sku_number: 'CA-1001', buy_number: 3, customizable_type: 4 })).toBe(true);
    expect(ws.opened).toEqual([{ kind: 'AddProject', payload: { sku_number: 'CA-1001', buy_number: 3, customizable_type: 4 } }]);
    await ws.unmount();
    expect(ws.emitter.emit('catalog:add-to-project-requested', { sku_number: 'CA-1001', buy_number: 1 })).toBe(false);
  });

  it("claims Favorite and saves it to the served customer's favorites with a greeting around their name", async () => {
    const sent: unknown[] = [];
    server.use(
      on(FAVORITE_CALLS.like, async ({ request }) => {
        sent.push(await request.json());
        return ok({ liked: true, customer_name: 'Avery Stone' });
      }),
    );
    const ws = await mountWorkspace({ ...designerSession, customerId: avery.id });
    expect(ws.emitter.emit('catalog:favorite-requested', { product_id: 'CA-1001', sku_number: 'CA-1001' })).toBe(true);
    await waitFor(() => expect(ws.toasts).toEqual([{ kind: 'success', message: 'Great pick for Avery Stone! Saved to their favorites.' }]));
    expect(sent).toEqual([{ type: 'add', product_id: 'CA-1001', customer_id: avery.id }]);
    await ws.unmount();
  });

  it('without a customer (browsing mode) saves to the caller\'s own favorites; a refusal is shown', async () => {
    const sent: unknown[] = [];
    server.use(
      on(FAVORITE_CALLS.like, async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1 ? ok({ liked: true, customer_name: null }) : fail(ERR.PRODUCT_NOT_FOUND, 'Product does not exist');
      }),
    );
    const ws = await mountWorkspace({ ...designerSession, mode: 'mibd_safe', roles: ['home', 'favorites'], customerId: avery.id });
    ws.emitter.emit('catalog:favorite-requested', { product_id: 'CA-1001', sku_number: 'CA-1001' });
    await waitFor(() => expect(ws.toasts).toEqual([{ kind: 'success', message: 'Saved to your favorites' }]));
    ws.emitter.emit('catalog:favorite-requested', { product_id: 'CA-9', sku_number: 'CA-9' });
    await waitFor(() => expect(ws.toasts).toHaveLength(2));
    expect(ws.toasts[1]).toEqual({ kind: 'error', message: 'Product does not exist' });
    expect(sent).toEqual([
      { type: 'add', product_id: 'CA-1001' },
      { type: 'add', product_id: 'CA-9' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await ws.unmount();
  });
});
