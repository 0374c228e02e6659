import { REMOTE_ENTRY_FILE } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { brandUrl } from '../support/ports';
import { openReady } from '../support/ready';

/** One page of each remote, visited in one session. */
const TOUR = [
  { path: '/home', owner: 'mf-catalog' },
  { path: '/register?data1=signup', owner: 'mf-account' },
  { path: '/checkout?isCart=1', owner: 'mf-cart-checkout' },
  { path: '/sample-request', owner: 'mf-after-sales' },
  { path: '/AISchemeDetails?case_id=1', owner: 'mf-cara' },
] as const;

test('React is loaded once: every remote mounts on the shell copy and none fetches its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openReady(page, brandUrl('CA', '/home'));
  for (const stop of TOUR) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, stop.path);
    // Each page names itself in its own words: any page heading shows the remote mounted.
    await expect(page.locator(`[data-region="${stop.owner}"]`).getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Each remote's entry was loaded...
  for (const stop of TOUR) expect(scripts).toContain(`/remotes/${stop.owner}/${REMOTE_ENTRY_FILE}`);
  // ...but no remote fetched a copy of React or react-dom of its own: the import map sent them to the shell's.
  const remoteReact = scripts.filter((p) => p.startsWith('/remotes/') && /react/i.test(p));
  expect(remoteReact).toEqual([]);
  const shared = JSON.parse((await page.locator('script[type="importmap"]').textContent()) ?? '{}') as { imports: Record<string, string> };
  for (const specifier of ['react', 'react-dom/client']) expect(scripts.filter((p) => p === shared.imports[specifier])).toHaveLength(1);
  // No federation runtime either: every remote of this build is a module.
  expect(await page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).toBe(false);
});

test('navigation scrolls to the top and sets the page title per route', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openReady(page, brandUrl('JC', '/home'));
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 900);
  });
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  // The footer's columns arrive with the brand's menu call and re-render the footer: click once they are there.
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Customer Care' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty' }).click();
  await expect(page).toHaveTitle('Warranty | Jonathan Charles');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
