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
/** Menus known before any render: the ones the page server read and sent with the first frame. */
const known = new WeakMap<ApiClient, SiteMenus>();

/** The id of the script that carries the menus the first frame was rendered with. */
export const SITE_MENUS_SCRIPT_ID = 'sf-menus';

/**
 * The menus this api client's pages start with: on the server, the ones it read for the first frame; in the browser,
 * the ones the page carried (checked by the server's read, so not parsed again). Nothing is called for them then.
 */
export function seedSiteMenus(api: ApiClient, menus: SiteMenus): void {
  known.set(api, menus);
  loaded.set(api, Promise.resolve(menus));
}

/** The menus the page carried (`<script id="sf-menus">`), or null. */
export function siteMenusFromPage(doc: Document): SiteMenus | null {
  const text = doc.getElementById(SITE_MENUS_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SiteMenus> | null;
    return value && Array.isArray(value.menu) && Array.isArray(value.footer) && Array.isArray(value.social) ? (value as SiteMenus) : null;
  } catch {
    return null;
  }
}

/**
 * The menus, loaded once per api client. The page server renders them into the first frame and sends them with it
 * (`seedSiteMenus`); where it could not, they are loaded after the first frame (the header keeps their room), and
 * their arrival renders as a transition: React yields to the person while it draws them. A failure shows the server's
 * message once (spec section 8) and leaves the menus empty.
 */
export function useSiteMenus(brand: Brand, api: ApiClient, toasts: ToastApi): SiteMenus | null {
  const [menus, setMenus] = useState<SiteMenus | null>(() => known.get(api) ?? null);
  useEffect(() => {
    if (known.has(api)) return;
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
