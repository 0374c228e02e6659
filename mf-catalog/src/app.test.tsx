import { routesOwnedBy, type RouteId } from '@storefront/contracts';
import { matchedRoute, mountLifecycles, testShellProps } from '@storefront/contracts/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as lifecycles from './app';

describe('mf-catalog route app', () => {
  it('renders a page for every route the route table gives it', async () => {
    const routes = routesOwnedBy('mf-catalog');
    expect(routes.length).toBeGreaterThan(0);
    const first = routes[0];
    if (!first) return;
    const mounted = await mountLifecycles(lifecycles, testShellProps({ route: matchedRoute(first.id as RouteId) }));
    for (const route of routes) {
      await mounted.update(testShellProps({ route: matchedRoute(route.id as RouteId) }));
      expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    }
    await mounted.unmount();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('marks its root with its boundary for the shell and the browser tests', async () => {
    const mounted = await mountLifecycles(lifecycles, testShellProps({ route: matchedRoute(routesOwnedBy('mf-catalog')[0]?.id as RouteId) }));
    expect(mounted.domElement.querySelector('[data-boundary="mf-catalog"]')).not.toBeNull();
    await mounted.unmount();
  });
});

describe('mf-catalog dialog bodies', () => {
  it.each(['FromView'])('renders the %s body', async (kind) => {
    const dialogs = await import('./dialogs');
    const props = { ...testShellProps(), dialog: { kind: kind as never, payload: {}, close: () => undefined } };
    const mounted = await mountLifecycles(dialogs, props);
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    await mounted.unmount();
  });
});
