import { describe, expect, it } from 'vitest';
import { cartSource, mayCheckout, readsCartOn } from './cart-rules';
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

const checkoutDesigner: SessionSnapshot = {
  token: 't',
  roles: ['designer_project', 'shopping_cart', 'settle_accounts', 'designer_price'],
  mode: 'mibd_designer',
  user: null,
  customerId: null,
  guestId: 'g',
  language: 'en',
  clientAgent: null,
};
const purchasable = { status: '1' as const };
const unavailable = { status: '2' as const };

describe('the Checkout button rule (spec section 6)', () => {
  it('shows in designer mode with a status 1 item and settle_accounts', () => {
    expect(mayCheckout(checkoutDesigner, 'HOM', [unavailable, purchasable])).toBe(true);
  });
  it('needs a status 1 item', () => {
    expect(mayCheckout(checkoutDesigner, 'HOM', [unavailable])).toBe(false);
    expect(mayCheckout(checkoutDesigner, 'HOM', [])).toBe(false);
  });
  it('needs settle_accounts', () => {
    expect(mayCheckout({ ...checkoutDesigner, roles: ['checkoutDesigner_project', 'shopping_cart'] }, 'HOM', [purchasable])).toBe(false);
  });
  it('is hidden while a client agent acts', () => {
    expect(mayCheckout({ ...checkoutDesigner, clientAgent: { id: 'a', code: 'c' } }, 'HOM', [purchasable])).toBe(false);
  });
  it('is hidden in communicate mode, whatever the roles say', () => {
    expect(mayCheckout({ ...checkoutDesigner, mode: 'mibd_communicate' }, 'HOM', [purchasable])).toBe(false);
  });
});

