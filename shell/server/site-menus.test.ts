import { CATALOG_CALLS, type ApiClient } from '@storefront/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteMenusSource } from './site-menus';

const menu = { pc: [{ name: 'Products', link: '/product/portfolio', _blank: false, role: '', line_wrap: false, children: [] }], pad: [], footer: [] };

/** An api whose menu call answers `answer` (a value, or a promise of one). */
function apiAnswering(answer: () => Promise<unknown>) {
  const call = vi.fn(async (endpoint: unknown) => {
    expect(endpoint).toBe(CATALOG_CALLS.caWebMenu);
    return answer();
  });
  return { api: { call } as unknown as ApiClient, call };
}

afterEach(() => vi.useRealTimers());

describe("the site's menus for the first frame", () => {
  it('are read once and kept for a minute, for every page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const menus = siteMenusSource('CA');
    const { api, call } = apiAnswering(async () => menu);
    expect(await menus(api)).toEqual({ menu: menu.pc, footer: [], social: [] });
    expect(await menus(api)).toEqual({ menu: menu.pc, footer: [], social: [] });
    expect(call).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    await menus(api);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('are left to the browser when the read is late or fails, and a failure is not kept', async () => {
    const late = siteMenusSource('CA', 20);
    const slow = apiAnswering(() => new Promise((resolve) => setTimeout(() => resolve(menu), 200)));
    expect(await late(slow.api)).toBeNull();

    const menus = siteMenusSource('CA');
    const failing = apiAnswering(async () => {
      throw new Error('down');
    });
    expect(await menus(failing.api)).toBeNull();
    const working = apiAnswering(async () => menu);
    expect(await menus(working.api)).toEqual({ menu: menu.pc, footer: [], social: [] });
  });
});
