/**
 * A fake api client for component tests: answers by path (a value, or a function of the body), validating the
 * answer with the call's schema as the real client does; unknown paths reject like a failed request.
 */
import { ApiError, type ApiClient, type MenuItem } from '@storefront/contracts';
import { vi } from 'vitest';

type Answer = unknown | ((body: unknown) => unknown);

export function fakeApi(answers: Record<string, Answer>) {
  const call = vi.fn(async (path: string, options: { body?: unknown; schema?: { parse(v: unknown): unknown } } = {}) => {
    if (!(path in answers)) throw new ApiError(500, 'Request false');
    const answer = answers[path];
    const val = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(options.body) : answer;
    if (val instanceof Error) throw val;
    return options.schema ? options.schema.parse(val) : val;
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
export function layoutApi(extra: Record<string, Answer> = {}) {
  const menus = { pc: SAMPLE_MENU, pad: SAMPLE_MENU, footer: SAMPLE_FOOTER };
  return fakeApi({
    '/mibd/ca/product/web_menu': menus,
    '/mibd/jc/product/category_list': { menu: SAMPLE_MENU, footer: SAMPLE_FOOTER, socialList: [] },
    '/mibd_ol/product/category_list': { menu: SAMPLE_MENU.slice(0, 1), footer: SAMPLE_FOOTER },
    '/mibd/product/designer_info': SAMPLE_DESIGNER,
    '/mibd/shoppingCart/list': { list: [], count: 0 },
    '/mibdOl/shoppingCart/productListNoLogin': { list: [], count: 0 },
    ...extra,
  });
}
