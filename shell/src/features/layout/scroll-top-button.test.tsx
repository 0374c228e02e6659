import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCROLL_TOP_THRESHOLD, ScrollTopButton } from './scroll-top-button';

const scrollYDescriptor = Object.getOwnPropertyDescriptor(window, 'scrollY') as PropertyDescriptor;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', scrollYDescriptor);
});

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('ScrollTopButton', () => {
  it('uses the 400 px threshold (spec section 9)', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(400);
  });

  it('is hidden at the top of the page', () => {
    render(<ScrollTopButton />);
    expect(button()).not.toBeInTheDocument();
  });

  it('appears after 400 px and not at 400', () => {
    render(<ScrollTopButton />);
    scrollTo(400);
    expect(button()).not.toBeInTheDocument();
    scrollTo(401);
    expect(button()).toBeInTheDocument();
    scrollTo(120);
    expect(button()).not.toBeInTheDocument();
  });

  it('shows at once when the page starts scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    render(<ScrollTopButton />);
    expect(button()).toBeInTheDocument();
  });

  it('scrolls back to the top when pressed', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollTopButton />);
    scrollTo(1200);
    await user.click(button() as HTMLElement);
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ScrollTopButton />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
