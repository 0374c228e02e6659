/**
 * A fake api client for component tests: answers by entry of the endpoint table (a value, or a function of the
 * body), parsing the answer with the endpoint's response schema as the real client does; a call it was not given
 * rejects like a failed request.
 */
import { ApiError, CART_CALLS, CATALOG_CALLS, type ApiClient, type Endpoint, type MenuItem } from '@storefront/contracts';
import { vi } from 'vitest';
import * as z from 'zod/v4/core';

type Answer = unknown | ((body: unknown) => unknown);
export type Answers = ReadonlyArray<readonly [Endpoint, Answer]>;

export function fakeApi(answers: Answers) {
  const byEndpoint = new Map(answers);
  const call = vi.fn(async (endpoint: Endpoint, options: { body?: unknown } = {}) => {
    if (!byEndpoint.has(endpoint)) throw new ApiError(500, 'Request false');
    const answer = byEndpoint.get(endpoint);
    const val = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(options.body) : answer;
    if (val instanceof Error) throw val;
    return endpoint.response ? z.parse(endpoint.response, val) : val;
  });
  return { call } as unknown as ApiClient & { call: typeof call };
}

export function menuItem(name: string, link: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { name, link, _blank: false, role: '', line_wrap: false, children: [], ...extra };
}

/** A site's menu as the menu call answers it: products with rooms and categories, tagged and plain entries. */
export const SAMPLE_MENU: MenuItem[] = [
  menuItem('Products', '/productList', {
    children: [
      menuItem('Living Room', '/productList?Room=Living%20Room', { children: [menuItem('Sofas', '/productList?Room=Living%20Room&Category=Sofas')] }),
      menuItem('Dining Room', '/productList?Room=Dining%20Room', { line_wrap: true, children: [menuItem('Dining Tables', '/productList?Room=Dining%20Room&Category=Dining%20Tables')] }),
    ],
  }),
  menuItem('Designer Benefits', '/designerAccount', { role: 'designer_benefits' }),
  menuItem('Magazines', '/magazines'),
  menuItem('My Visualizations', '/visualizations', { role: 'AI_design_scheme_list' }),
];

export const SAMPLE_FOOTER: MenuItem[] = [
  menuItem('Trade', '', { children: [menuItem('Designer Benefits', '/designerAccount', { role: 'designer_benefits' }), menuItem('Orders', '/designerOrder', { role: 'order' })] }),
  menuItem('Customer Care', '', { children: [menuItem('Contact Us', '/contactUs')] }),
  menuItem('Policies', '', { children: [menuItem('Terms of Use', '/TermsOfUse')] }),
];

export const SAMPLE_DESIGNER = { name: 'HOM Trade Desk', img: '', email: 'trade@hom.example', phone_number: '(800) 555-0100' };

/** Every call the layout makes at start, answered. */
export function layoutApi(extra: Answers = []) {
  const menus = { pc: SAMPLE_MENU, pad: SAMPLE_MENU, footer: SAMPLE_FOOTER };
  return fakeApi([
    [CATALOG_CALLS.caWebMenu, menus],
    [CATALOG_CALLS.jcCategories, { menu: SAMPLE_MENU, footer: SAMPLE_FOOTER, socialList: [] }],
    [CATALOG_CALLS.outletCategories, { menu: SAMPLE_MENU.slice(0, 1), footer: SAMPLE_FOOTER }],
    [CATALOG_CALLS.designerInfo, SAMPLE_DESIGNER],
    [CART_CALLS.list, { list: [], count: 0 }],
    [CART_CALLS.guestList, { list: [], count: 0 }],
    ...extra,
  ]);
}
