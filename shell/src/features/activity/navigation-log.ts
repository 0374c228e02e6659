import { ACTIVITY_CALLS, type ApiClient } from '@storefront/contracts';
import { afterLoadAndIdle } from '@storefront/remote-kit';

/**
 * The navigation log (spec section 7, GET mibd/common/user_log/add): each page the person lands on, sent once the
 * browser is idle, and only with the performance cookies' consent. The call's common query names the page and the one
 * before (the api client adds them); its answer is nothing, and a failure is never shown.
 */
export function createNavigationLog(api: Pick<ApiClient, 'call'>, consented: () => boolean): { seen(): void } {
  let pending = false;
  return {
    seen() {
      if (pending || !consented()) return;
      pending = true;
      afterLoadAndIdle(() => {
        pending = false;
        if (consented()) api.call(ACTIVITY_CALLS.userLog, { query: {} }).catch(() => undefined);
      });
    },
  };
}
