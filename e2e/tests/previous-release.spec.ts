import { IDENTITY_CALLS, REMOTES, REMOTE_ENTRY_FILE, STORAGE_KEYS, productHref, type RemoteName } from '@storefront/contracts';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin } from '../support/api';
import { aProduct } from '../support/browse';
import { API_PORT } from '../support/ports';
import { ShellServer } from '../support/shell-server';
import { StaticServer } from '../support/static-server';
import { expect, test } from '../support/test';

/**
 * The versioned wire (decision 010): the remotes of the previous release, each served from its own origin as a
 * squad deploys it, mounted by the current shell. Every remote's page renders with what it knows, nothing fails into
 * a region's fallback, and a parcel the old build does not expose leaves the shell's own stand-in in its place.
 * The builds come from `node scripts/storefront.mjs test` (PREVIOUS_REMOTES_DIR); without them the journey is skipped.
 */
const previousDir = process.env.PREVIOUS_REMOTES_DIR;
/** A release's entry: a module build's `remote.js`, or a federation build's `remoteEntry.js` (0.1.0 and before). */
const entryFile = (remote: RemoteName) =>
  existsSync(join(previousDir ?? '', remote, 'dist', REMOTE_ENTRY_FILE)) ? REMOTE_ENTRY_FILE : 'remoteEntry.js';
const release = JSON.parse(readFileSync(fileURLToPath(new URL('../../deploy/previous-release.json', import.meta.url)), 'utf8')) as { version: string };

test.describe('the previous release of every remote in the current shell', () => {
  test.skip(!previousDir, 'PREVIOUS_REMOTES_DIR names no builds of the previous release');
  test.describe.configure({ mode: 'serial' });
  const servers = REMOTES.map((remote, index) => [remote, new StaticServer(join(previousDir ?? '', remote, 'dist'), 5221 + index)] as const);
  const manifestFile = join(mkdtempSync(join(tmpdir(), 'storefront-e2e-previous-')), 'remotes.json');
  // Below the brands' shells (API_PORT - 9 .. - 3) and the federation journey's (API_PORT - 11).
  const shell = new ShellServer('CA', API_PORT - 12, manifestFile);

  test.beforeAll(async () => {
    await Promise.all(servers.map(([, server]) => server.start()));
    const manifest: Record<RemoteName, string> = Object.fromEntries(servers.map(([remote, server]) => [remote, `${server.url}/${entryFile(remote)}`])) as Record<RemoteName, string>;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await shell.start();
  });
  test.afterAll(async () => {
    await shell.stop();
    await Promise.all(servers.map(([, server]) => server.stop()));
  });

  test("each remote's pages render from its previous build, signed out and signed in", async ({ page, context, request }) => {
    const remoteRoot = (owner: RemoteName) => page.locator(`[data-boundary="${owner}"]`).first();
    const noFallback = async () => expect(page.locator('[data-region] [role="alert"]')).toHaveCount(0);

    // Signed out: the catalog's home, the account's login, an after-sales policy page.
    for (const [path, owner] of [
      ['/page/home/', 'mf-catalog'],
      ['/login', 'mf-account'],
      ['/TermsOfUse', 'mf-after-sales'],
    ] as const) {
      await page.goto(shell.url(path));
      await expect(remoteRoot(owner)).toHaveAttribute('data-contracts', release.version, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await noFallback();
    }

    // Signed in as the demo designer: the product page (with Cara's assistant), the cart, the visualizations.
    const login = await apiLogin(request, 'designer@storefront.test', { guest: `1700000000000${'c'.repeat(32)}`, brand: 'CA' });
    expect(login.err, `${IDENTITY_CALLS.login.path}: ${login.errmsg}`).toBe(200);
    const url = shell.url('/');
    await context.addCookies([
      { name: STORAGE_KEYS.token, value: login.val.token, url },
      { name: STORAGE_KEYS.role, value: 'mibd_designer', url },
      { name: STORAGE_KEYS.mode, value: 'mibd_designer', url },
      { name: STORAGE_KEYS.basicCookies, value: 'true', url },
    ]);
    const product = await aProduct(request, 'CA');
    await page.goto(shell.url(productHref('CA', product.sku_number)));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 20_000 });
    await expect(remoteRoot('mf-catalog')).toHaveAttribute('data-contracts', release.version);
    // The header's cart is there whether or not the cart's build provides the mini-cart.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();
    await noFallback();

    for (const [path, owner] of [
      ['/cart', 'mf-cart-checkout'],
      ['/visualizations', 'mf-cara'],
    ] as const) {
      await page.goto(shell.url(path));
      await expect(remoteRoot(owner)).toHaveAttribute('data-contracts', release.version, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await noFallback();
    }
  });
});
