// @vitest-environment jsdom
import { ACTIVITY_CALLS, type ApiClient } from '@storefront/contracts';
import { createNavigationLog } from './navigation-log';

const idle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the navigation log', () => {
  it('logs a page once the browser is idle, one call for pages passed through quickly, and only with consent', async () => {
    const api = { call: vi.fn(async () => ({})) } as unknown as Pick<ApiClient, 'call'> & { call: ReturnType<typeof vi.fn> };
    let consent = false;
    const log = createNavigationLog(api, () => consent);
    log.seen();
    await idle();
    expect(api.call).not.toHaveBeenCalled();

    consent = true;
    log.seen();
    log.seen();
    await idle();
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(api.call).toHaveBeenCalledWith(ACTIVITY_CALLS.userLog, { query: {} });

    // Consent withdrawn before the browser was idle: nothing goes.
    log.seen();
    consent = false;
    await idle();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('never lets a failed log reach the page', async () => {
    const api = { call: vi.fn(async () => Promise.reject(new Error('offline'))) } as unknown as Pick<ApiClient, 'call'> & { call: ReturnType<typeof vi.fn> };
    createNavigationLog(api, () => true).seen();
    await idle();
    expect(api.call).toHaveBeenCalledTimes(1);
  });
});
