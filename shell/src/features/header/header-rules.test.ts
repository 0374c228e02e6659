import { BRANDS } from '@storefront/contracts';
import { designerSession, visitorSession } from '../../test/props';
import { cartSource, readsCartOn } from './cart-rules';
import { searchHref } from './search-target';
import { PIN_THRESHOLD, nextPin } from './use-header-pin';
import { quickSwitchTarget } from './user-menu';
import { brandLinks } from './switch-bar';

describe('searchHref', () => {
  it('URL-encodes the keyword on every site', () => {
    expect(searchHref('HOM', ' 50% off & more ')).toBe('/searchResult?keyWord=50%25%20off%20%26%20more');
    expect(searchHref('CA_DEALER', 'a/b')).toBe('/product/search/a%2Fb');
    expect(searchHref('ART', 'café')).toBe('/shop?keyWord=caf%C3%A9');
  });

  it('sends an empty search to the product list of the site', () => {
    expect(BRANDS.map((b) => searchHref(b, '   '))).toEqual(['/productList', '/product/search', '/product/search', '/productList', '/productList/search', '/shop', '/FFDProductList']);
  });
});

describe('cart rules', () => {
  const roles = ['shopping_cart'];
  it('reads the account cart outside browsing mode with shopping_cart; FFD visitors read the guest cart', () => {
    expect(cartSource('HOM', designerSession({ roles }))).toBe('account');
    expect(cartSource('HOM', designerSession({ roles, mode: 'mibd_safe' }))).toBeNull();
    expect(cartSource('HOM', designerSession({ roles: [], mode: 'mibd_customer' }))).toBeNull();
    expect(cartSource('HOM', visitorSession())).toBeNull();
    expect(cartSource('FFD', visitorSession())).toBe('guest');
    expect(cartSource('FFD', designerSession({ roles }))).toBe('account');
  });

  it('never reads the cart on /404 or /iframeMsg', () => {
    expect(readsCartOn('404')).toBe(false);
    expect(readsCartOn('iframeMsg')).toBe(false);
    expect(readsCartOn('home')).toBe(true);
  });
});

describe('header pin', () => {
  it('sits in the page near the top, pins on scroll up beyond the threshold and unpins on scroll down', () => {
    expect(nextPin(PIN_THRESHOLD, PIN_THRESHOLD + 50)).toBe('top');
    expect(nextPin(900, 1000)).toBe('pinned');
    expect(nextPin(1000, 900)).toBe('unpinned');
  });
});

describe('mode quick switch and brand menu', () => {
  it('toggles designer and browsing; client mode offers Designer Mode; visitors and customers none', () => {
    expect(quickSwitchTarget('mibd_designer')).toBe('mibd_safe');
    expect(quickSwitchTarget('mibd_safe')).toBe('mibd_designer');
    expect(quickSwitchTarget('mibd_communicate')).toBe('mibd_designer');
    expect(quickSwitchTarget('mibd_visitor')).toBeNull();
    expect(quickSwitchTarget('mibd_customer')).toBeNull();
  });

  it('links the hub to its brand landings and a brand site to the family sites', () => {
    expect(brandLinks('HOM').map((l) => l.href)).toEqual(['/brand/caracole', '/brand/rowe', '/brand/jonathanCharles', '/brand/art']);
    expect(brandLinks('CA_DEALER').find((l) => l.current)).toEqual({ name: 'Caracole', href: '/home', current: true });
  });
});
