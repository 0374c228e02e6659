import {
  BRAND_TABLE,
  CATALOG_CALLS,
  type ApiClient,
  type Brand,
  type MenuItem,
  type ToastApi,
} from '@storefront/contracts';
import { startTransition, useEffect, useState } from 'react';
import type { SocialLink } from '../footer';

/** What the brand's menu call gives the header and the footer. */
export interface SiteMenus {
  /** The desktop menu: products (rooms and categories), brand entries, designer benefits, magazines. */
  menu: MenuItem[];
  footer: MenuItem[];
  /** Social links the call lists (JC and ART); empty means the footer's own. */
  social: SocialLink[];
}

/**
 * The brand's menu call (spec section 7): JC and ART CATALOG_CALLS.jcCategories, FFD CATALOG_CALLS.outletCategories,
 * the hub, Rowe and the luxury sites CATALOG_CALLS.caWebMenu.
 */
export async function loadSiteMenus(brand: Brand, api: ApiClient): Promise<SiteMenus> {
  const siteType = BRAND_TABLE[brand].siteType;
  if (siteType === 'ffd') {
    const val = await api.call(CATALOG_CALLS.outletCategories, { body: {}, auth: false });
    return { menu: val.menu, footer: val.footer, social: [] };
  }
  if (siteType === 'jc' || siteType === 'art') {
    const val = await api.call(CATALOG_CALLS.jcCategories, { body: {}, auth: false });
    return { menu: val.menu, footer: val.footer, social: val.socialList };
  }
  const val = await api.call(CATALOG_CALLS.caWebMenu, { body: {}, auth: false });
  return { menu: val.pc, footer: val.footer, social: [] };
}

const loaded = new WeakMap<ApiClient, Promise<SiteMenus>>();

/**
 * The menus, loaded once per api client after the first frame (the server renders the frame without them and the
 * header keeps their room). A failure shows the server's message once (spec section 8) and leaves the menus empty.
 * Their arrival renders as a transition: React yields to the person while it draws them.
 */
export function useSiteMenus(brand: Brand, api: ApiClient, toasts: ToastApi): SiteMenus | null {
  const [menus, setMenus] = useState<SiteMenus | null>(null);
  useEffect(() => {
    let live = true;
    let pending = loaded.get(api);
    if (!pending) {
      pending = loadSiteMenus(brand, api);
      loaded.set(api, pending);
      pending.catch((error: unknown) => {
        loaded.delete(api);
        toasts.show({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    }
    pending.then(
      (value) => live && startTransition(() => setMenus(value)),
      () => live && startTransition(() => setMenus({ menu: [], footer: [], social: [] })),
    );
    return () => {
      live = false;
    };
  }, [brand, api, toasts]);
  return menus;
}
