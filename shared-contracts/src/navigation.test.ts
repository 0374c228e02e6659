import { describe, expect, it } from 'vitest';
import { BRANDS, brandInfo, type Brand } from './brands';
import {
  documentTitle,
  hrefFor,
  isFullLoadHref,
  loginRedirectTarget,
  matchPath,
  normalizePath,
  pageAlias,
  parseQuery,
  productHref,
  productPageSku,
  resolveLocation,
  type MatchedRoute,
  type Resolution,
} from './navigation';
import { ROUTES, routeAvailableOn, routeById, type RouteDef } from './routes';

function resolve(href: string, brand: Brand = 'HOM', signedIn = false): Resolution {
  const url = new URL(href, 'http://localhost');
  return resolveLocation({ pathname: url.pathname, search: url.search }, { brand, signedIn });
}

function routeOf(href: string, brand: Brand = 'HOM', signedIn = false): MatchedRoute {
  const resolution = resolve(href, brand, signedIn);
  if (resolution.kind !== 'route') throw new Error(`${href} on ${brand} redirected to ${resolution.to}`);
  return resolution.route;
}

function redirectOf(href: string, brand: Brand = 'HOM', signedIn = false): string {
  const resolution = resolve(href, brand, signedIn);
  if (resolution.kind !== 'redirect') throw new Error(`${href} on ${brand} resolved to route ${resolution.route.id}`);
  return resolution.to;
}

/** Follows redirects as the shell's router does, to the route finally shown. */
function settle(href: string, brand: Brand, signedIn: boolean): { route: MatchedRoute; hops: string[] } {
  const hops: string[] = [];
  let current = href;
  for (let i = 0; i < 10; i++) {
    const resolution = resolve(current, brand, signedIn);
    if (resolution.kind === 'route') return { route: resolution.route, hops };
    hops.push(resolution.to);
    current = resolution.to;
  }
  throw new Error(`redirect loop from ${href} on ${brand}: ${hops.join(' -> ')}`);
}

const NON_FFD = BRANDS.filter((b) => b !== 'FFD');

describe('resolveLocation: root and unknown paths', () => {
  it.each(BRANDS)('redirects / to /home on %s', (brand) => {
    expect(resolve('/', brand)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it.each(BRANDS)('shows home on /home on %s', (brand) => {
    expect(routeOf('/home', brand).id).toBe('home');
  });

  it.each(['/xyz', '/home/extra', '/cart/1', '/HOME', '/brand/ikea', '/Product/Gallery'])('sends %s to /404', (path) => {
    expect(redirectOf(path)).toBe('/404');
  });

  it('shows the 404 page on /404', () => {
    expect(routeOf('/404').id).toBe('404');
  });

  it('tolerates a trailing slash and repeated slashes', () => {
    expect(routeOf('/home/').id).toBe('home');
    expect(routeOf('/home/').path).toBe('/home');
    const doubled = resolveLocation({ pathname: '//home//', search: '' }, { brand: 'HOM', signedIn: false });
    expect(doubled.kind === 'route' && doubled.route.id).toBe('home');
    expect(routeOf('/brand/art/').id).toBe('art');
  });

  it('passes the query through', () => {
    const route = routeOf('/productList?Room=Bedroom&Category=Beds&Brand=ca');
    expect(route.id).toBe('productList');
    expect(route.query).toEqual({ Room: 'Bedroom', Category: 'Beds', Brand: 'ca' });
    expect(route.params).toEqual({});
  });
});

describe('resolveLocation: per-site whitelists and brand routes', () => {
  it('sends /productList to /404 on JC, but resolves /productList/search to productJC', () => {
    expect(redirectOf('/productList', 'JC')).toBe('/404');
    const route = routeOf('/productList/search?keyWord=oak%20table', 'JC');
    expect(route.id).toBe('productJC');
    expect(route.params.type).toBe('search');
    expect(route.query.keyWord).toBe('oak table');
  });

  it.each(['search', 'portfolio', 'category', 'new', 'websiteClass'])('resolves the JC product type %s', (type) => {
    expect(routeOf(`/productList/${type}`, 'JC').params).toEqual({ type });
  });

  it('sends an unknown JC product type to /404', () => {
    expect(redirectOf('/productList/bogus', 'JC')).toBe('/404');
  });

  it.each(['HOM', 'ROWE', 'CA', 'ART', 'FFD'] as const)('sends /productList/search to /404 on %s', (brand) => {
    expect(redirectOf('/productList/search', brand)).toBe('/404');
  });

  it.each(['HOM', 'ROWE'] as const)('resolves /productList on %s', (brand) => {
    expect(routeOf('/productList', brand).id).toBe('productList');
  });

  it.each(['CA', 'CA_DEALER'] as const)('resolves the Caracole product routes on %s', (brand) => {
    expect(routeOf('/product/portfolio', brand)).toMatchObject({ id: 'productCaracole', params: { type: 'portfolio' } });
    expect(routeOf('/product/category/sofas', brand)).toMatchObject({
      id: 'productCaracole',
      params: { type: 'category', identifying: 'sofas' },
    });
    expect(redirectOf('/product', brand)).toBe('/home');
    expect(redirectOf('/product/', brand)).toBe('/home');
    expect(redirectOf('/product/bogus', brand)).toBe('/404');
  });

  it.each(['portfolio', 'shop-instock', 'last-chance', 'category', 'search', 'comingsoon'])(
    'resolves the Caracole product type %s on CA',
    (type) => {
      expect(routeOf(`/product/${type}`, 'CA').params.type).toBe(type);
    },
  );

  it('resolves the luxury-brand search with the decoded keyword', () => {
    const route = routeOf('/product/search/sofa%20bed', 'CA');
    expect(route.id).toBe('productCaracole');
    expect(route.params).toEqual({ type: 'search', identifying: 'sofa bed' });
  });

  it.each(['HOM', 'ROWE', 'JC', 'ART', 'FFD'] as const)('sends the Caracole product routes to /404 on %s', (brand) => {
    expect(redirectOf('/product/portfolio', brand)).toBe('/404');
    expect(redirectOf('/product', brand)).toBe('/404');
  });

  it('keeps /contactUs to JC and FFD', () => {
    expect(redirectOf('/contactUs', 'HOM')).toBe('/404');
    expect(routeOf('/contactUs', 'JC').id).toBe('contactUs');
    expect(routeOf('/contactUs', 'FFD').id).toBe('contactUs');
    for (const brand of ['CA', 'CA_DEALER', 'ROWE', 'ART'] as const) expect(redirectOf('/contactUs', brand)).toBe('/404');
  });

  it('keeps /AISchemeDetails to CA and CA_DEALER', () => {
    expect(routeOf('/AISchemeDetails?case_id=77', 'CA')).toMatchObject({ id: 'AISchemeDetails', query: { case_id: '77' } });
    expect(routeOf('/AISchemeDetails?case_id=77', 'CA_DEALER').id).toBe('AISchemeDetails');
    for (const brand of ['HOM', 'ROWE', 'JC', 'ART', 'FFD'] as const) {
      expect(redirectOf('/AISchemeDetails?case_id=77', brand)).toBe('/404');
    }
  });

  it('keeps /DealerLocator and /eCatalog to JC', () => {
    expect(routeOf('/DealerLocator', 'JC').id).toBe('DealerLocator');
    expect(routeOf('/eCatalog', 'JC').id).toBe('eCatalog');
    expect(redirectOf('/DealerLocator', 'HOM')).toBe('/404');
    expect(redirectOf('/eCatalog', 'CA')).toBe('/404');
  });

  it('keeps the ART shop routes to ART', () => {
    expect(routeOf('/shop?keyWord=chair', 'ART')).toMatchObject({ id: 'artShop', query: { keyWord: 'chair' } });
    expect(routeOf('/shop/', 'ART').id).toBe('artShop');
    expect(routeOf('/shop/dining', 'ART')).toMatchObject({ id: 'artShop', params: { type: 'dining' } });
    expect(routeOf('/artSale/', 'ART').id).toBe('artSale');
    expect(routeOf('/artSearch', 'ART').id).toBe('artSearch');
    expect(redirectOf('/shop', 'HOM')).toBe('/404');
    expect(redirectOf('/artSale', 'JC')).toBe('/404');
  });

  it('keeps the FFD lists to FFD', () => {
    expect(routeOf('/FFDProductList?category=sofas', 'FFD')).toMatchObject({ id: 'FFDProductList', query: { category: 'sofas' } });
    expect(routeOf('/FFDSearch?keyWord=desk', 'FFD').id).toBe('FFDSearch');
    expect(redirectOf('/FFDProductList', 'HOM')).toBe('/404');
    expect(redirectOf('/FFDSearch', 'CA')).toBe('/404');
  });

  it('keeps the hub pages to HOM', () => {
    for (const path of ['/brand', '/brand/art', '/brand/caracole', '/brand/jonathanCharles', '/brand/rowe', '/products', '/designerAccount', '/designer-account', '/productDetail', '/freeWiFi-landingpage']) {
      expect(resolve(path, 'HOM').kind, path).toBe('route');
      expect(redirectOf(path, 'ART'), path).toBe('/404');
    }
  });

  it('resolves View All Product on every brand', () => {
    for (const brand of BRANDS) expect(routeOf('/Product/Gallery/1', brand)).toMatchObject({ id: 'productGallery', params: { page: '1' } });
  });

  it('shows, on every brand, each route available there, and sends the others to /404', () => {
    for (const brand of BRANDS) {
      const site = brandInfo(brand).siteType;
      for (const route of ROUTES as readonly RouteDef[]) {
        if (route.paths[0]?.includes(':')) continue;
        const resolution = resolve(route.paths[0] as string, brand, true);
        if (!routeAvailableOn(route, site)) expect(resolution, `${route.id} on ${brand}`).toEqual({ kind: 'redirect', to: '/404' });
        else if (route.redirectTo) expect(resolution, `${route.id} on ${brand}`).toEqual({ kind: 'redirect', to: route.redirectTo });
        else expect(resolution.kind === 'route' && resolution.route.id, `${route.id} on ${brand}`).toBe(route.id);
      }
    }
  });

  it('settles every path of the table on every brand, guest or signed in, without a loop', () => {
    for (const brand of BRANDS) {
      for (const signedIn of [false, true]) {
        for (const route of ROUTES as readonly RouteDef[]) {
          const path = (route.paths[0] as string).replace(/:type/, 'search').replace(/:[a-z]+/gi, 'x');
          expect(() => settle(path, brand, signedIn)).not.toThrow();
        }
      }
    }
  });
});

describe('resolveLocation: login guard', () => {
  it('sends a guest on /cart?u=1234abc to login with the return path', () => {
    expect(redirectOf('/cart?u=1234abc')).toBe('/login?redirect=%2Fcart%3Fu%3D1234abc');
  });

  it.each(NON_FFD)('sends a guest to /login with a redirect query on %s', (brand) => {
    const to = redirectOf('/personalCenter?type=orders', brand);
    const url = new URL(to, 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/personalCenter?type=orders');
  });

  it('sends an FFD guest on a protected page to exactly /login', () => {
    expect(redirectOf('/personalCenter', 'FFD')).toBe('/login');
    expect(redirectOf('/cart?u=1234abc', 'FFD')).toBe('/login');
  });

  it('guards every login route for guests on every brand where the route exists', () => {
    for (const brand of BRANDS) {
      for (const route of (ROUTES as readonly RouteDef[]).filter((r) => r.auth === 'login')) {
        if (!routeAvailableOn(route, brandInfo(brand).siteType)) continue;
        const to = redirectOf(route.paths[0] as string, brand);
        expect(to === '/login' || to.startsWith('/login?redirect='), `${route.id} on ${brand}: ${to}`).toBe(true);
      }
    }
  });

  it('lands the guest on the login screen', () => {
    expect(settle('/cart?u=1234abc', 'HOM', false).route.id).toBe('login');
    expect(settle('/personalCenter', 'FFD', false).route.id).toBe('login');
  });

  it('gives a signed-in user the route', () => {
    const route = routeOf('/cart?u=1234abc', 'HOM', true);
    expect(route).toEqual({ id: 'cart', path: '/cart', params: {}, query: { u: '1234abc' }, layout: 'site' });
    expect(routeOf('/personalCenter?type=projects&tab=certificate', 'FFD', true)).toMatchObject({
      id: 'personalCenter',
      query: { type: 'projects', tab: 'certificate' },
    });
  });

  it('lets guests see public pages', () => {
    expect(routeOf('/checkout?isCart=1&u=abc').query).toEqual({ isCart: '1', u: 'abc' });
    expect(routeOf('/login').id).toBe('login');
  });
});

describe('loginRedirectTarget', () => {
  it('encodes the return path with its query', () => {
    expect(loginRedirectTarget('HOM', '/orderDetail?id=9&x=a b')).toBe(`/login?redirect=${encodeURIComponent('/orderDetail?id=9&x=a b')}`);
  });

  it('turns a path containing /home into /page/home', () => {
    expect(loginRedirectTarget('HOM', '/home/x')).toBe('/login?redirect=%2Fpage%2Fhome');
    expect(loginRedirectTarget('CA', '/home')).toBe('/login?redirect=%2Fpage%2Fhome');
    expect(loginRedirectTarget('JC', '/page/home/x?y=1')).toBe('/login?redirect=%2Fpage%2Fhome');
    // Only the path counts: a query mentioning /home keeps the real return path.
    expect(loginRedirectTarget('HOM', '/cart?from=/home')).toBe(`/login?redirect=${encodeURIComponent('/cart?from=/home')}`);
  });

  it('sends FFD to /login without a redirect', () => {
    expect(loginRedirectTarget('FFD', '/home/x')).toBe('/login');
    expect(loginRedirectTarget('FFD', '/ffdOrder')).toBe('/login');
  });
});

describe('resolveLocation: layouts', () => {
  it('renders /register standalone on FFD and inside the layout elsewhere', () => {
    expect(routeOf('/register', 'FFD').layout).toBe('standalone');
    for (const brand of NON_FFD) expect(routeOf('/register', brand).layout, brand).toBe('site');
  });

  it('renders the standalone screens with no layout', () => {
    expect(routeOf('/login').layout).toBe('standalone');
    expect(routeOf('/privacyPolicy', 'CA').layout).toBe('standalone');
    expect(routeOf('/home').layout).toBe('site');
  });
});

describe('/page/ aliases', () => {
  it('maps /page/home/ to /home', () => {
    expect(redirectOf('/page/home/')).toBe('/home');
    expect(redirectOf('/page/home')).toBe('/home');
    expect(settle('/page/home/', 'CA', false).route.id).toBe('home');
  });

  it('maps /page/request-access/ to the registration form', () => {
    expect(redirectOf('/page/request-access/', 'CA_DEALER')).toBe('/register?data1=signup');
    expect(settle('/page/request-access/', 'CA_DEALER', false).route).toMatchObject({ id: 'register', query: { data1: 'signup' } });
  });

  it('maps a product page to the product detail with the sku and keeps the query', () => {
    const to = redirectOf('/page/products/product-ABC123.html?source=llm');
    const url = new URL(to, 'http://localhost');
    expect(url.pathname).toBe('/productDetail');
    expect(url.searchParams.get('sku_number')).toBe('ABC123');
    expect(url.searchParams.get('source')).toBe('llm');
    expect(settle('/page/products/product-ABC123.html?source=llm', 'HOM', false).route).toMatchObject({
      id: 'productDetail',
      query: { sku_number: 'ABC123', source: 'llm' },
    });
  });

  it('shows the product at the product page address on a brand site', () => {
    for (const brand of ['CA', 'CA_DEALER', 'ROWE', 'JC', 'ART', 'FFD'] as const) {
      const route = routeOf('/page/products/product-AB%2012.html?source=llm', brand);
      expect(route).toMatchObject({ id: 'productPage', query: { source: 'llm' } });
      expect(productPageSku(route.params.file as string)).toBe('AB 12');
    }
    expect(productPageSku('other.html')).toBeNull();
  });

  it('links a product to the page of the brand', () => {
    expect(productHref('HOM', 'CA-1001')).toBe('/productDetail?sku_number=CA-1001');
    expect(productHref('HOM', 'CA-1001', 'llm')).toBe('/productDetail?sku_number=CA-1001&source=llm');
    expect(productHref('CA', 'CA 1/2')).toBe('/page/products/product-CA%201%2F2.html');
    expect(productHref('JC', 'JC-1', 'llm')).toBe('/page/products/product-JC-1.html?source=llm');
  });

  it('decodes an encoded sku', () => {
    const to = pageAlias('/page/products/product-AB%2012.html', '');
    expect(new URL(to as string, 'http://localhost').searchParams.get('sku_number')).toBe('AB 12');
  });

  it('maps other /page/ addresses onto the routes of the same name', () => {
    expect(redirectOf('/page/designerAccount/')).toBe('/designerAccount');
    expect(redirectOf('/page/privacyPolicy/?a=1')).toBe('/privacyPolicy?a=1');
  });

  it('sends an unknown /page/ address to /404', () => {
    expect(redirectOf('/page/nothing-here/')).toBe('/404');
  });

  it('leaves other paths alone', () => {
    expect(pageAlias('/home', '')).toBeNull();
    expect(pageAlias('/pages/home', '')).toBeNull();
  });
});

describe('isFullLoadHref', () => {
  it.each(['/page/home/', '/page/request-access/', '/static/catalog.pdf', 'http://example.com', 'https://www.caracole.com/x', 'HTTPS://X.COM'])(
    '%s loads the whole page',
    (href) => {
      expect(isFullLoadHref(href)).toBe(true);
    },
  );

  it.each(['/home', '/cart?u=1', '/pages', '/product/page/x', 'page/home', '/productDetail?sku_number=http'])('%s routes in the app', (href) => {
    expect(isFullLoadHref(href)).toBe(false);
  });
});

describe('documentTitle', () => {
  it.each(BRANDS)('uses the home title of %s on home', (brand) => {
    expect(documentTitle(brand, routeById('home'))).toBe(brandInfo(brand).homeTitle);
  });

  it.each(BRANDS)('titles other routes "Title | Suffix" on %s', (brand) => {
    expect(documentTitle(brand, routeById('cart'))).toBe(`Shopping Cart | ${brandInfo(brand).titleSuffix}`);
  });

  it('uses the route title', () => {
    expect(documentTitle('CA', routeById('productCaracole'))).toBe('Products | Caracole');
    expect(documentTitle('JC', routeById('404'))).toBe('Page Not Found | Jonathan Charles');
  });
});

describe('hrefFor', () => {
  const queryOf = (href: string) => new URL(href, 'http://localhost').searchParams;

  it('returns the bare path without a query', () => {
    expect(hrefFor('/cart')).toBe('/cart');
    expect(hrefFor('/cart', {})).toBe('/cart');
  });

  it('builds a query', () => {
    expect(hrefFor('/checkout', { isCart: 1, u: 'abc' })).toBe('/checkout?isCart=1&u=abc');
  });

  it('drops empty values but keeps zero', () => {
    expect(hrefFor('/productList', { Room: '', Category: undefined, Brand: null })).toBe('/productList');
    expect(hrefFor('/productList', { Room: 'Bedroom', Category: '', page: 0 })).toBe('/productList?Room=Bedroom&page=0');
  });

  it.each(['sofa bed', 'tables & chairs', 'a=b?c#d', 'café 沙发', '100% wool', 'x+y'])('encodes the keyword %j so it reads back unchanged', (keyWord) => {
    const href = hrefFor('/searchResult', { keyWord });
    expect(href).toMatch(/^[\x21-\x7e]+$/);
    expect(href.split('?')[1]?.split('&')).toHaveLength(1);
    expect(href).not.toContain('#');
    if (keyWord.includes(' ')) expect(href).toContain('%20');
    expect(queryOf(href).get('keyWord')).toBe(keyWord);
    expect(routeOf(href, 'HOM').query.keyWord).toBe(keyWord);
  });
});

describe('matchPath', () => {
  it('decodes encoded params', () => {
    expect(matchPath('/product/search/sofa%20bed')?.params).toEqual({ type: 'search', identifying: 'sofa bed' });
    expect(matchPath(`/product/search/${encodeURIComponent('café & co/2')}`)?.params.identifying).toBe('café & co/2');
  });

  it('matches literal segments exactly', () => {
    expect(matchPath('/cart')?.route.id).toBe('cart');
    expect(matchPath('/Cart')).toBeNull();
    expect(matchPath('/cart/extra')).toBeNull();
  });

  it('returns null for an unknown path, a bad param value or a malformed escape', () => {
    expect(matchPath('/nowhere')).toBeNull();
    expect(matchPath('/product/bogus')).toBeNull();
    expect(matchPath('/product/search/%E0%A4%A')).toBeNull();
  });

  it('matches every path of the second form of a route', () => {
    expect(matchPath('/designer-account')?.route.id).toBe('designerAccount');
  });
});

describe('normalizePath and parseQuery', () => {
  it('normalizes slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/a//b///')).toBe('/a/b');
  });

  it('reads the first value of each query key, decoded', () => {
    expect(parseQuery('?a=1&a=2&b=x%20y&c=p+q')).toEqual({ a: '1', b: 'x y', c: 'p q' });
    expect(parseQuery('')).toEqual({});
  });
});
