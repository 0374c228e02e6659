import { describe, expect, it } from 'vitest';
import { SITE_TYPES, type SiteType } from './brands';
import { REMOTES } from './remotes';
import {
  ROUTES,
  SITE_WHITELISTS,
  routeAvailableOn,
  routeById,
  routeLayoutOn,
  routesOwnedBy,
  type RouteDef,
  type RouteId,
} from './routes';

const ALL: readonly RouteDef[] = ROUTES;
const byId = (id: string): RouteDef | undefined => ALL.find((r) => r.id === id);
const withPath = (path: string): RouteDef | undefined => ALL.find((r) => r.paths.includes(path));

/** Spec section 2, "Standalone screens (no layout)". */
const STANDALONE = [
  'login',
  'selectMode',
  'selectCustomer',
  'createCustomer',
  'bindAccount',
  'validateLogon',
  'clientAgent',
  'forgetPassword',
  'setPassword',
  'accountInformation',
  'subAccountActivation',
  'CSRPayment',
  'freeWiFi-landingpage',
  'jcLogin',
  'bespokeDining',
  'u',
  'TermsOfUse',
  'privacyPolicy',
  'cookiesPolicy',
  'refundPolicy',
  'cancellation',
  'warranty',
  'iframeMsg',
  'fengshui',
];

/** Spec section 2, "Public screens inside the layout" (top-level ones, path = /id). */
const PUBLIC_IN_LAYOUT = [
  'home',
  'redirect',
  '404',
  'feedback',
  'feedbackDetail',
  'feedbackText',
  'subClaim',
  'searchResult',
  'brand',
  'products',
  'productList',
  'productDetail',
  'designerAccount',
  'currentAccountApplication',
  'patternSelection',
  'checkout',
  'paymentFailed',
  'magazines',
  'supPayment',
  'changeNumber',
  'afterSalesRecords',
  'uploadAfterSales',
  'uploadRepair',
  'supplementaryBuy',
  'clientPay',
  'contactUs',
  'sample-request',
  'FFDProductList',
  'FFDSearch',
];

/** Spec section 2, children of the brand route. */
const BRAND_CHILDREN = ['art', 'caracole', 'jonathanCharles', 'rowe'];

/** Spec section 2, "Screens requiring login". */
const LOGIN_REQUIRED = [
  'personalCenter',
  'subAccountManagement',
  'customerFavourite',
  'myDesigner',
  'visualizations',
  'personalProject',
  'customerProject',
  'projectDetail',
  'designerOrder',
  'ffdOrder',
  'customerOrder',
  'orderDetail',
  'accountSettings',
  'my-favorites',
  'favoritesList',
  'noPermission',
  'cart',
  // Not in the spec's list: staff's after-sales desk (issue 19).
  'afterSalesDesk',
];

/** Spec section 2, "Brand-specific routes" and "Other paths", as path patterns of the table. */
const BRAND_SPECIFIC_PATHS: Array<[path: string, id: string]> = [
  ['/product', 'productCaracoleIndex'],
  ['/product/:type', 'productCaracole'],
  ['/product/:type/:identifying', 'productCaracole'],
  ['/AISchemeDetails', 'AISchemeDetails'],
  ['/productList/:type', 'productJC'],
  ['/DealerLocator', 'DealerLocator'],
  ['/eCatalog', 'eCatalog'],
  ['/shop', 'artShop'],
  ['/shop/:type', 'artShop'],
  ['/artSale', 'artSale'],
  ['/artSearch', 'artSearch'],
  ['/Product/Gallery/:page', 'productGallery'],
  ['/designer-account', 'designerAccount'],
];

const OWNERS = new Set<string>([...REMOTES, 'shell']);

describe('the route table covers spec section 2', () => {
  it.each(STANDALONE)('has the standalone screen /%s, public, with no layout', (id) => {
    const route = withPath(`/${id}`);
    expect(route, `/${id}`).toBeDefined();
    expect(route?.id).toBe(id);
    expect(route?.layout).toBe('standalone');
    expect(route?.auth).toBe('public');
  });

  it.each(PUBLIC_IN_LAYOUT)('has the public screen /%s inside the layout', (id) => {
    const route = withPath(`/${id}`);
    expect(route, `/${id}`).toBeDefined();
    expect(route?.id).toBe(id);
    expect(route?.layout).toBe('site');
    expect(route?.auth).toBe('public');
  });

  it.each(BRAND_CHILDREN)('has the brand child /brand/%s, public, without the footer', (id) => {
    const route = withPath(`/brand/${id}`);
    expect(route?.id).toBe(id);
    expect(route?.auth).toBe('public');
    expect(route?.hideFooter).toBe(true);
  });

  it('hides the footer on the brand route', () => {
    expect(routeById('brand').hideFooter).toBe(true);
    expect(routeById('home').hideFooter).toBeFalsy();
  });

  it.each(LOGIN_REQUIRED)('has /%s and requires login for it', (id) => {
    const route = withPath(`/${id}`);
    expect(route, `/${id}`).toBeDefined();
    expect(route?.id).toBe(id);
    expect(route?.auth).toBe('login');
    expect(route?.layout).toBe('site');
  });

  it.each(BRAND_SPECIFIC_PATHS)('has the path %s as route %s', (path, id) => {
    expect(withPath(path)?.id).toBe(id);
  });

  it('has /register inside the layout, standalone on FFD only', () => {
    const register = routeById('register');
    expect(register.auth).toBe('public');
    for (const site of SITE_TYPES) {
      expect(routeLayoutOn(register, site), site).toBe(site === 'ffd' ? 'standalone' : 'site');
    }
  });

  it('has the named brand routes of the spec', () => {
    for (const id of ['productCaracole', 'productJC', 'artSearch', 'artShop', 'artSale', 'FFDSearch', 'FFDProductList']) {
      expect(byId(id), id).toBeDefined();
    }
  });

  it('redirects /product home', () => {
    expect(routeById('productCaracoleIndex' as RouteId).redirectTo).toBe('/home');
  });

  it('allows exactly the Caracole product types of the spec', () => {
    expect([...(routeById('productCaracole').paramValues?.type ?? [])].sort()).toEqual(
      ['portfolio', 'shop-instock', 'last-chance', 'category', 'search', 'comingsoon'].sort(),
    );
  });

  it('allows exactly the JC product types of the spec', () => {
    expect([...(routeById('productJC').paramValues?.type ?? [])].sort()).toEqual(
      ['search', 'portfolio', 'category', 'new', 'websiteClass'].sort(),
    );
  });

  it.each([
    ['productList', ['Room', 'Category', 'Brand']],
    ['productDetail', ['sku_number', 'source']],
    ['checkout', ['isCart', 'u']],
    ['cart', ['u']],
    ['searchResult', ['keyWord']],
    ['FFDProductList', ['category']],
    ['FFDSearch', ['keyWord']],
    ['personalCenter', ['type', 'tab']],
    ['accountSettings', ['tab']],
    ['AISchemeDetails', ['case_id']],
    ['productJC', ['keyWord', 'Category', 'WebsiteClass']],
    ['artShop', ['keyWord']],
    ['register', ['data1']],
    ['login', ['redirect']],
  ] as const)('documents the query of %s', (id, query) => {
    expect(routeById(id as RouteId).query).toEqual(expect.arrayContaining([...query]));
  });
});

describe('table integrity', () => {
  it('gives every route an owner that is a remote or the shell', () => {
    for (const route of ALL) expect(OWNERS.has(route.owner), `${route.id} -> ${route.owner}`).toBe(true);
  });

  it('gives every remote at least one route', () => {
    for (const remote of REMOTES) expect(routesOwnedBy(remote).length, remote).toBeGreaterThan(0);
  });

  it('has unique ids', () => {
    const ids = ALL.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has every path once across the whole table', () => {
    const paths = ALL.flatMap((r) => r.paths);
    const duplicates = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has absolute paths with no trailing slash and a non-empty title', () => {
    for (const route of ALL) {
      expect(route.paths.length, route.id).toBeGreaterThan(0);
      for (const path of route.paths) {
        expect(path, route.id).toMatch(/^\//);
        expect(path.length === 1 || !path.endsWith('/'), path).toBe(true);
      }
      expect(route.title.trim(), route.id).not.toBe('');
    }
  });

  it('names only known params in paramValues', () => {
    for (const route of ALL) {
      for (const name of Object.keys(route.paramValues ?? {})) {
        expect(route.paths.some((p) => p.includes(`:${name}`)), `${route.id}.${name}`).toBe(true);
      }
    }
  });

  it('points every redirect-only route at a route of the table', () => {
    for (const route of ALL.filter((r) => r.redirectTo)) {
      expect(withPath((route.redirectTo as string).split('?')[0] as string), route.id).toBeDefined();
    }
  });
});

describe('routeById and routesOwnedBy', () => {
  it('finds a route by id', () => {
    expect(routeById('cart').paths[0]).toBe('/cart');
    expect(routeById('home').owner).toBe('mf-catalog');
  });

  it('fails on an unknown id', () => {
    expect(() => routeById('nope' as RouteId)).toThrow(/nope/);
  });

  it('lists exactly the routes of an owner', () => {
    for (const owner of [...REMOTES, 'shell'] as const) {
      const owned = routesOwnedBy(owner);
      expect(owned.every((r) => r.owner === owner)).toBe(true);
      expect(owned.length).toBe(ALL.filter((r) => r.owner === owner).length);
    }
    const counted = [...REMOTES, 'shell' as const].reduce((n, o) => n + routesOwnedBy(o).length, 0);
    expect(counted).toBe(ALL.length);
  });

  it('gives the Cara remote the visualization screens', () => {
    expect(routesOwnedBy('mf-cara').map((r) => r.id)).toEqual(expect.arrayContaining(['visualizations', 'AISchemeDetails']));
  });
});

describe('SITE_WHITELISTS', () => {
  it('is exactly the per-site whitelist of the spec', () => {
    expect(SITE_WHITELISTS).toEqual({
      hom: [
        'searchResult',
        'designerAccount',
        'products',
        'productList',
        'productDetail',
        'brand',
        'art',
        'caracole',
        'jonathanCharles',
        'rowe',
        'freeWiFi-landingpage',
      ],
      ca: ['productCaracole'],
      rowe: ['searchResult', 'productList'],
      jc: ['productJC', 'contactUs', 'jcLogin', 'bespokeDining'],
      art: ['artSearch', 'artShop', 'artSale'],
      ffd: ['FFDProductList', 'FFDSearch', 'contactUs'],
    });
  });

  it('names only routes of the table', () => {
    const names = new Set(ALL.map((r) => r.whitelistName ?? r.id));
    for (const name of Object.values(SITE_WHITELISTS).flat()) expect(names.has(name), name).toBe(true);
  });
});

describe('routeAvailableOn', () => {
  const on = (id: string, site: SiteType) => routeAvailableOn(byId(id) as RouteDef, site);

  it('keeps a route named in no whitelist on every site', () => {
    for (const site of SITE_TYPES) {
      expect(on('home', site)).toBe(true);
      expect(on('cart', site)).toBe(true);
      expect(on('login', site)).toBe(true);
    }
  });

  it('keeps a whitelisted route only where it is listed', () => {
    expect(SITE_TYPES.filter((s) => on('contactUs', s))).toEqual(['jc', 'ffd']);
    expect(SITE_TYPES.filter((s) => on('productList', s))).toEqual(['hom', 'rowe']);
    expect(SITE_TYPES.filter((s) => on('searchResult', s))).toEqual(['hom', 'rowe']);
    expect(SITE_TYPES.filter((s) => on('productCaracole', s))).toEqual(['ca']);
    expect(SITE_TYPES.filter((s) => on('productJC', s))).toEqual(['jc']);
    expect(SITE_TYPES.filter((s) => on('artShop', s))).toEqual(['art']);
    expect(SITE_TYPES.filter((s) => on('FFDSearch', s))).toEqual(['ffd']);
  });

  it('treats /product as part of the Caracole product route', () => {
    expect(SITE_TYPES.filter((s) => on('productCaracoleIndex', s))).toEqual(['ca']);
  });

  it('keeps brand-only routes on their brands', () => {
    expect(SITE_TYPES.filter((s) => on('AISchemeDetails', s))).toEqual(['ca']);
    expect(SITE_TYPES.filter((s) => on('DealerLocator', s))).toEqual(['jc']);
    expect(SITE_TYPES.filter((s) => on('eCatalog', s))).toEqual(['jc']);
  });
});
