import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createEventBus } from './events';
import { MOUNT_FALLBACKS, mountDataSchema, readMountProps, type ShellProps } from './mount';
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

describe('readMountProps', () => {
  it('accepts the props the shell builds, as they are', () => {
    const props = goodProps();
    expect(readMountProps(props)).toEqual({ props, unknown: [] });
    expect(readMountProps(props).props).toBe(props);
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
    expect(readMountProps(props).unknown).toEqual([]);
  });

  it.each(['XYZ', 'hom', ''])('reads the brand %j it does not know as the hub, and names it', (brand) => {
    const { props, unknown } = readMountProps(withBad({ brand }));
    expect(props.brand).toBe(MOUNT_FALLBACKS.brand);
    expect(unknown).toEqual([`brand "${brand}"`]);
  });

  it('rejects props without a brand, with a readable message', () => {
    expect(() => readMountProps(withBad({ brand: undefined }))).toThrow(/^invalid mount props: brand: /);
  });

  it('rejects a missing route', () => {
    expect(() => readMountProps(withBad({ route: undefined }))).toThrow(/invalid mount props: route: /);
  });

  it('reads a layout it does not know as the site layout, keeping the rest of the route', () => {
    const { props, unknown } = readMountProps(withBad({ route: { ...homeRoute(), layout: 'sidebar' } }));
    expect(props.route).toEqual({ ...homeRoute(), layout: 'site' });
    expect(unknown).toEqual(['route.layout "sidebar"']);
  });

  it('rejects a route with non-string params, naming the field', () => {
    expect(() => readMountProps(withBad({ route: { ...homeRoute(), params: { type: 3 } } }))).toThrow(/route\.params\.type: /);
  });

  it('rejects a route without an id', () => {
    const { id: _id, ...route } = homeRoute();
    expect(() => readMountProps(withBad({ route }))).toThrow(/route\.id: /);
  });

  it("reads a mode it does not know as the visitor's (no more than a visitor may see), and a language as English", () => {
    const { props, unknown } = readMountProps(withBad({ session: { ...goodProps().session, token: 't', mode: 'admin', language: 'fr' } }));
    expect(props.session).toMatchObject({ token: 't', mode: 'mibd_visitor', language: 'en' });
    expect(unknown).toEqual(['session.mode "admin"', 'session.language "fr"']);
  });

  it('names every unknown member at once, and lists every broken field at once', () => {
    expect(readMountProps(withBad({ brand: 'XYZ', route: { ...homeRoute(), layout: 'sidebar' } })).unknown).toEqual(['brand "XYZ"', 'route.layout "sidebar"']);
    const error = (() => {
      try {
        readMountProps(withBad({ brand: 7, route: { ...homeRoute(), params: { type: 3 } } }));
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.message).toContain('brand: ');
    expect(error?.message).toContain('route.params.type: ');
    expect(error?.message).toContain('; ');
  });

  it('passes fields it does not know along untouched', () => {
    const props = { ...goodProps(), theme: 'night', route: { ...homeRoute(), section: 'x' } } as unknown as ShellProps;
    expect(readMountProps(props).props).toBe(props);
  });

  it('rejects props without a navigate function', () => {
    expect(() => readMountProps(withBad({ navigate: 'nope' }))).toThrow('invalid mount props: navigate is not a function');
    expect(() => readMountProps(withBad({ navigate: undefined }))).toThrow(/navigate is not a function/);
  });

  it('checks only the data half with the schema', () => {
    const { brand, route, session } = goodProps();
    expect(mountDataSchema.safeParse({ brand, route, session }).success).toBe(true);
    expect(mountDataSchema.safeParse({ brand, route }).success).toBe(false);
  });
});
