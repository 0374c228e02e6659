import type { ApiClient, Brand } from '@storefront/contracts';
import { loadSiteMenus, type SiteMenus } from '../src/features/layout/use-site-menus';

const TTL_MS = 60_000;
const BUDGET_MS = 800;

/**
 * The brand's menus for the first frame: read through the api once a minute at most (they are the same for every
 * visitor: the call is made without the session's token), and given up on for a page when the read takes longer than
 * its budget (the browser then loads them, as before). A failed read is not kept: the next page tries again. `api` is
 * the page's own client, used when a read is due.
 */
export function siteMenusSource(brand: Brand, budgetMs = BUDGET_MS) {
  let kept: { at: number; menus: Promise<SiteMenus> } | null = null;
  return async (api: ApiClient): Promise<SiteMenus | null> => {
    if (!kept || Date.now() - kept.at > TTL_MS) {
      const menus = loadSiteMenus(brand, api);
      kept = { at: Date.now(), menus };
      menus.catch(() => {
        if (kept?.menus === menus) kept = null;
      });
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
    try {
      return await Promise.race([kept.menus, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
