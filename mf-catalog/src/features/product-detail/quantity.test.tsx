import { CART_CALLS, CATALOG_CALLS, MESSAGES, STORAGE_KEYS, createApiClient, createEventBus, pageDataScriptId, type ShellProps } from '@storefront/contracts';
import { matchedRoute, mock, testShellProps, visitorSession } from '@storefront/contracts/testing';
import { defineRemote, type PageMap, type RemoteDefinition } from '@storefront/remote-kit';
import { renderRemotePage } from '@storefront/remote-kit/server';
import { step } from '@storefront/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { detail, mountPage, unmountPages } from '../../test/catalog';
import DetailPage from './detail-page';
import { PAGES } from './index';
import type * as QuantityFieldModule from './quantity-field';

// react-aria's number field arrives when this file says so: until then the page has only the stand-in.
const field = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('./quantity-field', async (importOriginal) => {
  await field.arrived;
  return importOriginal<typeof QuantityFieldModule>();
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  await unmountPages();
  server.resetHandlers();
  document.body.replaceChildren();
});
afterAll(() => server.close());

const route = matchedRoute('productPage', { params: { file: 'product-OL-1.html' } });

/** The outlet's product, its (empty) related list, and the guest cart call taking it (five in stock). */
function outlet() {
  server.use(
    mock(CATALOG_CALLS.detail, detail({ sku_number: 'OL-1', brand_id: 'ol', consumer_price: 499, stock: 5 })),
    mock(CATALOG_CALLS.outletList, { list: [], total: 0, page: 1, limit: 9, facets: { space: [], category: [], brand_id: [] } }),
    mock(CART_CALLS.guestList, {
      list: [{ image: '', name: 'Outlet Sofa', sku_number: 'OL-1', brand_id: 'ol', customizable_type: 0, status: '1', count: 1, stock_tag: 'in_stock', cash_stock: 5 }],
      count: 1,
    }),
  );
}

/** The guest cart the sku_list cookie holds. */
function guestCart(): unknown {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${STORAGE_KEYS.skuList}=`));
  return JSON.parse(decodeURIComponent(cookie?.split('=')[1] ?? '[]'));
}

describe("the product page's quantity and Add to cart (an FFD guest)", () => {
  it('come from the page server as plain elements, and the browser adopts them as they are, working before any react-aria is here', async () => {
    outlet();
    const definition: RemoteDefinition<'mf-catalog'> = { owner: 'mf-catalog', pages: PAGES as PageMap<'mf-catalog'> };
    const toasts: Array<{ kind: string; message: string }> = [];
    const props: ShellProps = testShellProps({
      brand: 'FFD',
      route,
      api: createApiClient({ brand: 'FFD', session: () => visitorSession }),
      events: createEventBus(new EventTarget()),
      toasts: { show: (t) => toasts.push(t) },
    });
    const page = await renderRemotePage(definition, props, { signal: new AbortController().signal });

    // Placed in the document as the page server sends it.
    const node = document.createElement('div');
    node.setAttribute('data-ssr', '');
    node.innerHTML = page.html;
    const data = document.createElement('script');
    data.id = pageDataScriptId('mf-catalog');
    data.type = 'application/json';
    data.textContent = JSON.stringify(page.data);
    document.body.append(data, node);
    const purchase = within(screen.getByRole('region', { name: 'Price and availability' }));
    const served = purchase.getByRole('textbox', { name: 'Quantity' });
    expect(node.querySelector('.cat-purchase [data-rac]')).toBeNull();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lifecycles = defineRemote(definition);
    const withNode = { ...props, name: 'mf-catalog', domElement: node } as never;
    await lifecycles.bootstrap(withNode);
    await step(() => lifecycles.mount(withNode));
    // Adopted: the server's nodes, no mismatch (the server render ran in this same process, which React remarks on).
    expect(purchase.getByRole('textbox', { name: 'Quantity' })).toBe(served);
    expect([...errors.mock.calls, ...warnings.mock.calls].flat().join('\n')).not.toMatch(/hydrat|did not match|418/i);

    // The stand-in steps and Add to cart sends its number while the field's code is still on its way.
    const user = userEvent.setup();
    await user.click(purchase.getByRole('button', { name: 'Increase Quantity' }));
    expect(purchase.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(node.querySelector('.cat-purchase [data-rac]')).toBeNull();
    await user.click(purchase.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: MESSAGES.cartAdded }]));
    expect(guestCart()).toEqual([{ sku_number: 'OL-1', count: 2 }]);
    await step(() => lifecycles.unmount(withNode));
  });

  it("keep a number typed into the stand-in when react-aria's field takes its place, with the focus in it", async () => {
    outlet();
    const user = userEvent.setup();
    const { toasts } = await mountPage(DetailPage, { brand: 'FFD', route });
    const standIn = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.click(standIn);
    await user.clear(standIn);
    await user.type(standIn, '4');
    // Reached for, the field is on its way; the stand-in keeps the focus and the digits meanwhile.
    expect(standIn.closest('[data-rac]')).toBeNull();
    expect(standIn).toHaveFocus();

    await act(async () => {
      field.arrive();
      await import('./quantity-field');
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' }).closest('[data-rac]')).not.toBeNull());
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('4');
    expect(quantity).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: MESSAGES.cartAdded }]));
    expect(guestCart()).toEqual([{ sku_number: 'OL-1', count: 4 }]);
  });
});
