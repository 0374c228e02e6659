import { REMOTES, REMOTE_ENTRY_FILE, type RemoteName } from '@storefront/contracts';
import { expect, test } from '../support/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ShellServer } from '../support/shell-server';
import { StaticServer } from '../support/static-server';

const repo = fileURLToPath(new URL('../../', import.meta.url));

function writeManifest(file: string, overrides: Partial<Record<RemoteName, string>>): void {
  const manifest = Object.fromEntries(REMOTES.map((name) => [name, overrides[name] ?? `/remotes/${name}/${REMOTE_ENTRY_FILE}`]));
  writeFileSync(file, JSON.stringify(manifest));
}

test.describe('remotes composed at runtime', () => {
  test.describe.configure({ mode: 'serial' });
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const manifestFile = join(dir, 'remotes.json');
  const catalogServer = new StaticServer(join(repo, 'mf-catalog', 'dist'), 5201);
  const shell = new ShellServer('HOM', 8979, manifestFile);

  test.beforeAll(async () => {
    writeManifest(manifestFile, { 'mf-catalog': `${catalogServer.url}/${REMOTE_ENTRY_FILE}` });
    await shell.start();
  });
  test.afterAll(async () => {
    await catalogServer.stop();
    await shell.stop();
  });

  test('a remote whose server is down shows its fallback; the rest of the page works; Retry mounts it when it is back', async ({ page }) => {
    await page.goto(shell.url('/home'));
    const region = page.locator('[data-region="mf-catalog"]');
    await expect(region.getByRole('alert')).toContainText('This part of the page could not be loaded.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote still works: the footer's Warranty link mounts mf-after-sales.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty' }).click();
    await expect(page.locator('[data-region="mf-after-sales"]').getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    await page.goBack();
    await expect(region.getByRole('alert')).toBeVisible();

    await catalogServer.start();
    await region.getByRole('button', { name: 'Retry' }).click();
    await expect(region.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(region.getByRole('alert')).toHaveCount(0);
  });

  test('pointing the manifest at a second build of a remote switches it without rebuilding the shell', async ({ page }) => {
    // It builds mf-catalog a second time inside the test: on two busy cores that alone takes 20 s or more.
    test.setTimeout(90_000);
    await catalogServer.start().catch(() => undefined);
    await page.goto(shell.url('/home'));
    const remoteRoot = page.locator('[data-boundary="mf-catalog"]');
    await expect(remoteRoot.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(remoteRoot).not.toHaveAttribute('data-build', 'second');

    const secondDist = join(dir, 'mf-catalog-second');
    const build = spawnSync(process.execPath, [join(repo, 'mf-catalog/node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner'], {
      cwd: join(repo, 'mf-catalog'),
      env: { ...process.env, OUT_DIR: secondDist, BUILD_LABEL: 'second' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const second = new StaticServer(secondDist, 5202);
    await second.start();
    try {
      writeManifest(manifestFile, { 'mf-catalog': `${second.url}/${REMOTE_ENTRY_FILE}` });
      await page.reload();
      await expect(remoteRoot).toHaveAttribute('data-build', 'second');
      await expect(remoteRoot.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await second.stop();
    }
  });
});
