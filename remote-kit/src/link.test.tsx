import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, NavigateContext } from './link';

/**
 * Records whether the click reached the document with its default prevented, then prevents it so
 * jsdom does not try to load another page.
 */
let lastClickPrevented: boolean | null;
const recordClick = (event: MouseEvent) => {
  lastClickPrevented = event.defaultPrevented;
  event.preventDefault();
};

beforeEach(() => {
  lastClickPrevented = null;
  window.addEventListener('click', recordClick);
});
afterEach(() => {
  window.removeEventListener('click', recordClick);
});

function renderLink(props: Partial<React.ComponentProps<typeof Link>> & { to: string }, navigate = vi.fn()) {
  render(
    <NavigateContext.Provider value={navigate}>
      <Link {...props}>Go</Link>
    </NavigateContext.Provider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Go' }) };
}

describe('Link', () => {
  it('renders an anchor with the target as href and passes other props through', () => {
    const { link } = renderLink({ to: '/cart?u=1', className: 'nav', title: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart?u=1');
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('title', 'Cart');
  });

  it('routes in the app on a plain click and prevents the page load', async () => {
    const { navigate, link } = renderLink({ to: '/productList?Room=Bedroom' });
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/productList?Room=Bedroom', undefined);
    expect(lastClickPrevented).toBe(true);
  });

  it('replaces the history entry when asked', () => {
    const { navigate, link } = renderLink({ to: '/home', replace: true });
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each(['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])('leaves a %s click to the browser', (modifier) => {
    const { navigate, link } = renderLink({ to: '/cart' });
    fireEvent.click(link, { [modifier]: true });
    expect(navigate).not.toHaveBeenCalled();
    expect(lastClickPrevented).toBe(false);
  });

  it('leaves a ctrl click made with user-event to the browser', async () => {
    const user = userEvent.setup();
    const { navigate, link } = renderLink({ to: '/cart' });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a middle-button click to the browser', () => {
    const { navigate, link } = renderLink({ to: '/cart' });
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves target=_blank to the browser', () => {
    const { navigate, link } = renderLink({ to: '/cart', target: '_blank' });
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(lastClickPrevented).toBe(false);
  });

  it('routes in the app with target=_self', () => {
    const { navigate, link } = renderLink({ to: '/cart', target: '_self' });
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/cart', undefined);
  });

  it.each(['/page/home/', '/page/products/product-ABC.html?source=llm', '/static/catalog.pdf', 'http://example.com', 'https://www.caracole.com'])(
    'loads the whole page for %s',
    (to) => {
      const { navigate, link } = renderLink({ to });
      fireEvent.click(link);
      expect(navigate).not.toHaveBeenCalled();
      expect(lastClickPrevented).toBe(false);
    },
  );

  it('calls the caller\'s onClick first, and stays out when it prevented the default', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { navigate, link } = renderLink({ to: '/cart', onClick });
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls the caller\'s onClick and then routes', () => {
    const order: string[] = [];
    const navigate = vi.fn(() => order.push('navigate'));
    const { link } = renderLink({ to: '/cart', onClick: () => order.push('onClick') }, navigate);
    fireEvent.click(link);
    expect(order).toEqual(['onClick', 'navigate']);
  });

  it('is a plain anchor outside a mounted remote', () => {
    render(<Link to="/cart">Go</Link>);
    const link = screen.getByRole('link', { name: 'Go' });
    expect(() => fireEvent.click(link)).not.toThrow();
    expect(lastClickPrevented).toBe(false);
  });
});
