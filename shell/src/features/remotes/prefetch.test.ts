// @vitest-environment jsdom
import { routeById } from '@storefront/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn(async () => undefined);
const loadLifecycles = vi.fn(async () => ({ prefetch }));
const remotesManifest = vi.fn(async () => ({ 'mf-cart-checkout': '/remotes/mf-cart-checkout/remote.js' }));
vi.mock('./remote-loader', () => ({ loadLifecycles, remotesManifest }));

const { prefetchOnIntent, routeOfLink, warmRoute } = await import('./prefetch');

describe('routeOfLink', () => {
  it('names the route of a link on this site, and nothing for another origin or an unknown address', () => {
    expect(routeOfLink('/cart', 'https://shop.example/home')?.id).toBe('cart');
    expect(routeOfLink('https://shop.example/cart?x=1', 'https://shop.example/home')?.id).toBe('cart');
    expect(routeOfLink('https://elsewhere.example/cart', 'https://shop.example/home')).toBeNull();
    expect(routeOfLink('/no/such/page', 'https://shop.example/home')).toBeNull();
    expect(routeOfLink('http://[', 'https://shop.example/home')).toBeNull();
  });
});

describe('prefetchOnIntent', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.body.innerHTML = '<a href="/cart">Cart</a><a href="/home">Home</a><a href="https://elsewhere.example/cart">Away</a>';
    stop = prefetchOnIntent(() => 'home');
  });
  afterEach(() => {
    stop();
    vi.clearAllMocks();
  });

  it("fetches a route's remote and page once when a pointer rests on its link or focus reaches it", async () => {
    const cart = document.querySelector('a[href="/cart"]')!;
    cart.dispatchEvent(new Event('pointerover', { bubbles: true }));
    cart.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(routeById('cart').id));
    expect(loadLifecycles).toHaveBeenCalledTimes(1);
    expect(loadLifecycles).toHaveBeenCalledWith(routeById('cart').owner, 'app', { retry: false });
  });

  it('fetches nothing for the current route, the shell, or another site', () => {
    for (const link of document.querySelectorAll('a[href="/home"], a[href^="https://elsewhere"]')) link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadLifecycles).not.toHaveBeenCalled();
  });
});

describe('warmRoute', () => {
  it("downloads a route's remote entry without running it, once", async () => {
    warmRoute(routeById('cart'));
    warmRoute(routeById('cart'));
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1));
    expect(document.head.querySelector('link[rel="modulepreload"]')).toHaveAttribute('href', '/remotes/mf-cart-checkout/remote.js');
    expect(loadLifecycles).not.toHaveBeenCalled();
  });
});
