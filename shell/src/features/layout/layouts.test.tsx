import { BRANDS, CATALOG_CALLS, copyrightLine, type Brand, type Endpoint, type RouteId, type SessionSnapshot } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import { layoutApi } from '../../test/fake-api';
import { fakeRemotes } from '../../test/fake-remotes';
import { designerSession, matchedRoute, shellProps, visitorSession } from '../../test/props';
import { SiteLayout, StandaloneLayout } from './layouts';

function renderLayout(brand: Brand, id: RouteId, session: SessionSnapshot, api = layoutApi()) {
  return render(
    <SiteLayout shell={shellProps({ brand, route: matchedRoute(id, { brand }), session, api })}>
      <p>page content</p>
    </SiteLayout>,
    // The header's parcels (the mini-cart, ART's live search) stay loading: their stand-ins show.
    { wrapper: fakeRemotes().wrapper },
  );
}

describe('SiteLayout', () => {
  it('shows the header with the logo and the way in for a guest', () => {
    renderLayout('HOM', 'home', visitorSession());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'HOM home' })).toHaveAttribute('href', '/page/home/');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register?data1=signup');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: /My Account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
  });

  it('shows the avatar to My Account instead of Sign Up and Login for a session with a token', () => {
    renderLayout('HOM', 'home', designerSession());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/personalCenter');
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('treats an empty token as a guest', () => {
    renderLayout('HOM', 'home', visitorSession({ token: '' }));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('names the logo after the brand; FFD links it to /home', () => {
    const { unmount } = renderLayout('CA', 'home', visitorSession());
    expect(screen.getByRole('link', { name: 'Caracole home' })).toHaveAttribute('href', '/page/home/');
    unmount();
    renderLayout('FFD', 'home', visitorSession());
    expect(screen.getByRole('link', { name: 'FFD Flash Deals home' })).toHaveAttribute('href', '/home');
  });

  it('shows the footer with the copyright line and the legal links', () => {
    renderLayout('HOM', 'products', visitorSession());
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(copyrightLine('HOM'));
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} HOM. All rights reserved.`);
    expect(within(footer).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookiesPolicy');
  });

  it('shows the ART copyright range', () => {
    renderLayout('ART', 'home', visitorSession());
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2020-${new Date().getFullYear()} A.R.T. Furniture. All rights reserved.`);
  });

  it.each<RouteId>(['brand', 'art', 'caracole', 'jonathanCharles', 'rowe'])('hides the footer on the %s route', (id) => {
    renderLayout('HOM', id, visitorSession());
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(BRANDS)('shows Request Access to guests only on CA_DEALER (%s)', (brand) => {
    const { unmount } = renderLayout(brand, 'home', visitorSession());
    const link = screen.queryByRole('link', { name: 'Request Access' });
    if (brand === 'CA_DEALER') expect(link).toHaveAttribute('href', '/page/request-access/');
    else expect(link).not.toBeInTheDocument();
    unmount();
    renderLayout(brand, 'home', designerSession());
    expect(screen.queryByRole('link', { name: 'Request Access' })).not.toBeInTheDocument();
  });

  it('marks the layout of the site type', () => {
    const { container } = renderLayout('CA_DEALER', 'home', visitorSession());
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'ca');
  });

  it('asks the brand menu call of its site once for the header and the footer', async () => {
    const api = layoutApi();
    renderLayout('JC', 'home', visitorSession(), api);
    expect(await screen.findByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactUs');
    const menus: Endpoint[] = [CATALOG_CALLS.caWebMenu, CATALOG_CALLS.jcCategories, CATALOG_CALLS.outletCategories];
    const menuCalls = api.call.mock.calls.filter(([endpoint]) => menus.includes(endpoint));
    expect(menuCalls.map(([endpoint]) => endpoint)).toEqual([CATALOG_CALLS.jcCategories]);
  });
});

describe('StandaloneLayout', () => {
  it('has no header or footer, only the page', () => {
    render(
      <StandaloneLayout brand="HOM">
        <h1>Login</h1>
      </StandaloneLayout>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'HOM home' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
