import { NavigateContext } from '@storefront/remote-kit';
import { ApiError, ERR, IDENTITY_CALLS, MESSAGES, type ShellProps } from '@storefront/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRouter } from '../../app/router';
import { fakeApi } from '../../test/fake-api';
import { designerSession, shellProps, visitorSession } from '../../test/props';
import { SHELL_PAGES } from './shell-pages';

function renderPage(id: keyof typeof SHELL_PAGES, query: Record<string, string> = {}, navigate = vi.fn(), shell: ShellProps = shellProps()) {
  const Page = SHELL_PAGES[id];
  render(
    <NavigateContext.Provider value={navigate}>
      <Page query={query} navigate={navigate} shell={shell} />
    </NavigateContext.Provider>,
  );
  return navigate;
}

describe('404 page', () => {
  it('says the page cannot be found and links home', async () => {
    const user = userEvent.setup();
    const navigate = renderPage('404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you visited cannot be found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(navigate).toHaveBeenCalledWith('/home', undefined);
  });
});

describe('noPermission page', () => {
  it('says the user cannot view the page', () => {
    renderPage('noPermission');
    expect(screen.getByRole('heading', { name: 'No Permission' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, you are unable to view the current page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });
});

describe('redirect page', () => {
  it.each(['/productDetail?sku_number=A-1&source=llm', '/cart', '/home'])('forwards to the in-app path %s, replacing the entry', (to) => {
    const navigate = renderPage('redirect', { to });
    expect(screen.getByRole('heading', { name: 'Redirecting' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(to, { replace: true });
  });

  // Every hostile address is the contracts' rule test's (safe-return.test.ts); here, that the page asks that rule.
  it('goes home instead of to an address the return-path check refuses', () => {
    const navigate = renderPage('redirect', { to: 'https://evil.com/home' });
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('goes home when there is no target', () => {
    const navigate = renderPage('redirect');
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each(['%2F%5Cevil.com', '%2F.%2F%2Fevil.example'])(
    'L6: works with the real router: /redirect?to=%s lands on /home, never another origin, and nothing throws',
    (to) => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      window.history.replaceState(null, '', `/redirect?to=${to}`);
      const router = createRouter('HOM', () => visitorSession());
      expect(router.current().id).toBe('redirect');
      expect(() => renderPage('redirect', router.current().query, vi.fn(router.navigate))).not.toThrow();
      expect(window.location.origin).toBe('http://localhost:3000');
      expect(window.location.pathname).toBe('/home');
      expect(router.current().id).toBe('home');
      window.history.replaceState(null, '', '/');
    },
  );
});

describe('iframeMsg page', () => {
  it('shows only a visually hidden heading', () => {
    renderPage('iframeMsg');
    expect(screen.getByRole('heading', { name: 'Session' })).toHaveClass('sf-visually-hidden');
  });
});

describe('a brand redirect arriving (decision 040)', () => {
  const LOGIN = { token: 'held.t', user_id: 'u1', user_first_name: 'Dana', user_last_name: 'Designer', user_email: 'dana@studio.test', head_img: '', mode: 'mibd_safe', expires_in: 3600, kind: 'designer' };

  it("redeems the sibling site's code, signs in, then goes on to the path, replacing the entry", async () => {
    const shell = shellProps({ api: fakeApi([[IDENTITY_CALLS.sessionRedeem, LOGIN]]) });
    const navigate = renderPage('redirect', { code: 'a-one-time-code', to: '/productList?Room=Bedroom' }, vi.fn(), shell);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/productList?Room=Bedroom', { replace: true }));
    expect(shell.api.call).toHaveBeenCalledWith(IDENTITY_CALLS.sessionRedeem, { body: { code: 'a-one-time-code' } });
    expect(shell.account.signIn).toHaveBeenCalledWith(expect.objectContaining({ user_email: 'dana@studio.test' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('says a refused code in the api\'s words and goes on as a visitor', async () => {
    const refused = new ApiError(ERR.SESSION_CODE_EXPIRED, MESSAGES.sessionCodeExpired);
    const shell = shellProps({ api: fakeApi([[IDENTITY_CALLS.sessionRedeem, refused]]) });
    const navigate = renderPage('redirect', { code: 'spent', to: '/home' }, vi.fn(), shell);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(shell.toasts.show).toHaveBeenCalledWith({ kind: 'error', message: MESSAGES.sessionCodeExpired });
    expect(shell.account.signIn).not.toHaveBeenCalled();
  });

  it('keeps a session already here: no code is redeemed', () => {
    const shell = shellProps({ session: designerSession(), api: fakeApi([]) });
    const navigate = renderPage('redirect', { code: 'unused', to: '/cart' }, vi.fn(), shell);
    expect(navigate).toHaveBeenCalledWith('/cart', { replace: true });
    expect(shell.api.call).not.toHaveBeenCalled();
  });
});
