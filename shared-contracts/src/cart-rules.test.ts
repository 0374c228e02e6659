import { describe, expect, it } from 'vitest';
import { cartSource, readsCartOn } from './cart-rules';
import type { SessionSnapshot } from './session';
import { visitorSession as visitor } from './testing';

const visitorSession = (overrides: Partial<SessionSnapshot> = {}): SessionSnapshot => ({ ...visitor, ...overrides });
/** A designer signed in with a token. */
const designerSession = (overrides: Partial<SessionSnapshot> = {}): SessionSnapshot =>
  visitorSession({ token: 'test-token', roles: ['home', 'shopping_cart'], mode: 'mibd_designer', ...overrides });

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
