import { describe, expect, it } from 'vitest';
import { frameStart, landingRoute, renderFirstFrame } from './first-frame';

function frameDom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the first frame the server renders', () => {
  it('is the home page of the brand with its header, footer, empty remote region and cookie banner', () => {
    const frame = renderFirstFrame(frameStart('CA', '/', {}));
    expect(frame.route.id).toBe('home');
    expect(frame.title).toBe('Caracole | Luxury Furniture for the Trade');
    const dom = frameDom(frame.html);
    expect(dom.querySelector('header a[aria-label="Caracole home"]')).not.toBeNull();
    expect(dom.querySelector('[data-region="mf-catalog"][data-status="loading"]')).not.toBeNull();
    expect(dom.querySelector('[aria-label="Cookie consent"]')?.textContent).toContain('Accept All Cookies');
    expect(dom.querySelector('footer')?.textContent).toContain(String(new Date().getFullYear()));
  });

  it('leaves the banner out once cookies are accepted, and shows the account link with a session', () => {
    const dom = frameDom(renderFirstFrame(frameStart('HOM', '/home', { BASIC_COOKIES: 'true', token: 't0k3n' })).html);
    expect(dom.querySelector('[aria-label="Cookie consent"]')).toBeNull();
    expect(dom.textContent).toContain('My Account');
  });

  it("renders the stand-ins of the header's parcels, which hydration finds again: the plain cart link and the plain search box", () => {
    // An FFD visitor has the guest cart from the first frame (a signed-in cart waits for the roles); its link leads
    // through sign-in to the cart (the guest cart is merged there).
    const ffd = frameDom(renderFirstFrame(frameStart('FFD', '/home', {})).html);
    const cart = ffd.querySelector('header [data-region="mf-cart-checkout"][data-status="loading"]');
    expect(cart?.querySelector('a[href="/login?redirect=%2Fcart"][aria-label="Cart"]')).not.toBeNull();
    expect(ffd.querySelector('header [data-region="mf-catalog"]')).toBeNull();

    const art = frameDom(renderFirstFrame(frameStart('ART', '/home', {})).html);
    const search = art.querySelector('header .sf-header-search [data-region="mf-catalog"][data-status="loading"]');
    expect(search?.querySelector('form[role="search"] input[type="search"][aria-label="Search products"]')).not.toBeNull();
    expect(art.querySelector('header [data-region="mf-cart-checkout"]')).toBeNull();
  });

  it('lands where the browser will: login for a guest on a protected page, 404 for an unknown path', () => {
    expect(landingRoute('HOM', '/cart?u=1', false)).toMatchObject({ id: 'login', query: { redirect: '/cart?u=1' } });
    expect(landingRoute('HOM', '/cart', true).id).toBe('cart');
    const notFound = renderFirstFrame(frameStart('JC', '/productList', {}));
    expect(notFound.route.id).toBe('404');
    expect(frameDom(notFound.html).textContent).toContain('Sorry, the page you visited cannot be found');
  });

  it('renders standalone screens with no header or footer', () => {
    const dom = frameDom(renderFirstFrame(frameStart('FFD', '/register', {})).html);
    expect(dom.querySelector('header')).toBeNull();
    expect(dom.querySelector('footer')).toBeNull();
    expect(dom.querySelector('[data-region="mf-account"]')).not.toBeNull();
  });
});
