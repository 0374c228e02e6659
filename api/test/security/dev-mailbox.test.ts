/**
 * I1 of the security report: the development mailbox lists every email and SMS (codes and password links) to anyone
 * who reaches the api. It was on whenever NODE_ENV was not production; now only DEV_MAILBOX=on turns it on (which
 * `npm start` and the journeys set), and the api refuses to start with it in production.
 */
import { ERR, IDENTITY_CALLS, PLATFORM_CALLS } from '@storefront/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { createAccount } from '../../src/testing/accounts';
import { freshDatabase, startTestApi, type TestApi } from '../../src/testing/api';

const PATHS = [PLATFORM_CALLS.mailboxPage.path, PLATFORM_CALLS.mailbox.path];

describe('I1: the development mailbox needs DEV_MAILBOX=on', () => {
  let api: TestApi;
  beforeAll(async () => {
    // A development api, as `npm --prefix api start` without the setting: nothing but NODE_ENV says development.
    api = await startTestApi({ NODE_ENV: 'development' });
    await createAccount(api.services, { kind: 'designer', email: 'dana@studio.test', phone: '2125550100', password: null });
  });
  afterAll(() => api.close());

  // With DEV_MAILBOX=on the mailbox answers (src/modules/dev/mailbox.test.ts).
  it('I1: a development api without the setting answers the 404 envelope for both paths, whatever was sent', async () => {
    expect((await api.call(IDENTITY_CALLS.phoneCode, { body: { phone: '2125550100' } })).err).toBe(ERR.OK);
    for (const path of PATHS) {
      const res = await fetch(new URL(`${path}?to=2125550100`, api.url));
      expect(res.status).toBe(404);
      const body = (await res.json()) as { err: number; val: unknown };
      expect(body.err).toBe(ERR.NOT_FOUND);
      expect(JSON.stringify(body)).not.toContain('2125550100');
    }
  });

  it('I1: an api with NODE_ENV=production refuses to start with DEV_MAILBOX=on', async () => {
    const { database, drop } = await freshDatabase();
    const filesDir = mkdtempSync(join(tmpdir(), 'storefront-files-'));
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://', FILES_DIR: filesDir, NODE_ENV: 'production', DEV_MAILBOX: 'on', PAYMENT_PROVIDER: 'stripe', PAYMENT_SECRET_KEY: 'sk_test_unused', FILE_LINK_SECRET: 'file-link-secret-unused' });
      await expect(buildApp({ config, database })).rejects.toThrow(/DEV_MAILBOX=on is refused in production/);
    } finally {
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
