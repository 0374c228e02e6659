import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createEventBus } from './events';
import { checkMountProps, mountDataSchema, type ShellProps } from './mount';
import { resolveLocation, type MatchedRoute } from './navigation';
import { newGuestId, type SessionSnapshot } from './session';

function homeRoute(): MatchedRoute {
  const resolution = resolveLocation({ pathname: '/home', search: '' }, { brand: 'HOM', signedIn: false });
  if (resolution.kind !== 'route') throw new Error('home did not resolve');
  return resolution.route;
}

function goodProps(): ShellProps {
  const session: SessionSnapshot = {
    token: null,
    roles: [],
    mode: 'mibd_visitor',
    user: null,
    customerId: null,
    guestId: newGuestId(),
    language: 'en',
    clientAgent: null,
  };
  return {
    brand: 'HOM',
    route: homeRoute(),
    session,
    navigate: vi.fn(),
    api: createApiClient({ brand: 'HOM', session: () => session }),
    events: createEventBus(new EventTarget()),
    dialogs: { open: vi.fn(), close: vi.fn(), confirm: vi.fn(async () => true) },
    toasts: { show: vi.fn() },
    loading: { begin: () => () => undefined },
    account: { signIn: vi.fn(), signOut: vi.fn(), switchMode: vi.fn(), selectCustomer: vi.fn(), refreshRoles: vi.fn() },
  };
}

const withBad = (patch: Record<string, unknown>) => ({ ...goodProps(), ...patch }) as unknown as ShellProps;

describe('checkMountProps', () => {
  it('accepts the props the shell builds', () => {
    expect(() => checkMountProps(goodProps())).not.toThrow();
  });

  it('accepts a signed-in session and a route with params and query', () => {
    const props = goodProps();
    props.brand = 'CA';
    props.route = { id: 'productCaracole', path: '/product/search/sofa', params: { type: 'search', identifying: 'sofa' }, query: { a: '1' }, layout: 'site' };
    props.session = {
      ...props.session,
      token: 't',
      mode: 'mibd_designer',
      roles: ['ca_msrp'],
      user: { userId: '1', firstName: 'A', lastName: 'B', email: 'a@b.co', headImg: 'x.png' },
      clientAgent: { id: '1', code: 'c' },
    };
    expect(() => checkMountProps(props)).not.toThrow();
  });

  it.each(['XYZ', 'hom', '', undefined])('rejects the brand %j with a readable message', (brand) => {
    expect(() => checkMountProps(withBad({ brand }))).toThrow(/^invalid mount props: brand: /);
  });

  it('rejects a missing route', () => {
    expect(() => checkMountProps(withBad({ route: undefined }))).toThrow(/invalid mount props: route: /);
  });

  it('rejects a route with a bad layout, naming the field', () => {
    expect(() => checkMountProps(withBad({ route: { ...homeRoute(), layout: 'sidebar' } }))).toThrow(/route\.layout: /);
  });

  it('rejects a route with non-string params, naming the field', () => {
    expect(() => checkMountProps(withBad({ route: { ...homeRoute(), params: { type: 3 } } }))).toThrow(/route\.params\.type: /);
  });

  it('rejects a route without an id', () => {
    const { id: _id, ...route } = homeRoute();
    expect(() => checkMountProps(withBad({ route }))).toThrow(/route\.id: /);
  });

  it('rejects a session with an unknown mode', () => {
    expect(() => checkMountProps(withBad({ session: { ...goodProps().session, mode: 'admin' } }))).toThrow(/session\.mode: /);
  });

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        checkMountProps(withBad({ brand: 'XYZ', route: { ...homeRoute(), layout: 'sidebar' } }));
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toContain('brand: ');
    expect(error?.message).toContain('route.layout: ');
    expect(error?.message).toContain('; ');
  });

  it('rejects props without a navigate function', () => {
    expect(() => checkMountProps(withBad({ navigate: 'nope' }))).toThrow('invalid mount props: navigate is not a function');
    expect(() => checkMountProps(withBad({ navigate: undefined }))).toThrow(/navigate is not a function/);
  });

  it('checks only the data half with the schema', () => {
    const { brand, route, session } = goodProps();
    expect(mountDataSchema.safeParse({ brand, route, session }).success).toBe(true);
    expect(mountDataSchema.safeParse({ brand, route }).success).toBe(false);
  });
});
