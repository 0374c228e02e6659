import { BRANDS, copyrightLine, type RouteId } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import { designerSession, matchedRoute, visitorSession } from '../../testing/props';
import { SiteLayout, StandaloneLayout } from './layouts';

describe('SiteLayout', () => {
  it('shows the header with the logo and the way in for a guest', () => {
    render(
      <SiteLayout brand="HOM" route={matchedRoute('home')} session={visitorSession()}>
        <p>page content</p>
      </SiteLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'HOM home' })).toHaveAttribute('href', '/page/home/');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register?data1=signup');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page content');
  });

  it('shows My Account instead of Sign Up and Login for a session with a token', () => {
    render(
      <SiteLayout brand="HOM" route={matchedRoute('home')} session={designerSession()}>
        <p>page content</p>
      </SiteLayout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/personalCenter');
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('treats an empty token as a guest', () => {
    render(
      <SiteLayout brand="HOM" route={matchedRoute('home')} session={visitorSession({ token: '' })}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('names the logo after the brand; FFD links it to /home', () => {
    const { unmount } = render(
      <SiteLayout brand="CA" route={matchedRoute('home', { brand: 'CA' })} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'Caracole home' })).toHaveAttribute('href', '/page/home/');
    unmount();
    render(
      <SiteLayout brand="FFD" route={matchedRoute('home', { brand: 'FFD' })} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('link', { name: 'FFD Flash Deals home' })).toHaveAttribute('href', '/home');
  });

  it('shows the footer with the copyright line', () => {
    render(
      <SiteLayout brand="HOM" route={matchedRoute('products')} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(copyrightLine('HOM'));
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} HOM. All rights reserved.`);
    expect(within(footer).getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookiesPolicy');
  });

  it('shows the ART copyright range', () => {
    render(
      <SiteLayout brand="ART" route={matchedRoute('home', { brand: 'ART' })} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© 2020-${new Date().getFullYear()} A.R.T. Furniture. All rights reserved.`);
  });

  it.each<RouteId>(['brand', 'art', 'caracole', 'jonathanCharles', 'rowe'])('hides the footer on the %s route', (id) => {
    render(
      <SiteLayout brand="HOM" route={matchedRoute(id)} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(BRANDS)('shows Request Access to guests only on CA_DEALER (%s)', (brand) => {
    const { unmount } = render(
      <SiteLayout brand={brand} route={matchedRoute('home', { brand })} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    const link = screen.queryByRole('link', { name: 'Request Access' });
    if (brand === 'CA_DEALER') expect(link).toHaveAttribute('href', '/page/request-access/');
    else expect(link).not.toBeInTheDocument();
    unmount();

    render(
      <SiteLayout brand={brand} route={matchedRoute('home', { brand })} session={designerSession()}>
        <p />
      </SiteLayout>,
    );
    expect(screen.queryByRole('link', { name: 'Request Access' })).not.toBeInTheDocument();
  });

  it('marks the layout of the site type', () => {
    const { container } = render(
      <SiteLayout brand="CA_DEALER" route={matchedRoute('home', { brand: 'CA_DEALER' })} session={visitorSession()}>
        <p />
      </SiteLayout>,
    );
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'ca');
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
