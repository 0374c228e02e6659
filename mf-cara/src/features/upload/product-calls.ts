import {
  BRAND_TABLE,
  CARA_CALLS,
  CART_LINE_STATUS,
  CATALOG_CALLS,
  PROJECT_CALLS,
  siteProductBrands,
  type ApiClient,
  type Brand,
  type ChatItem,
} from '@storefront/contracts';
import type { ChosenProduct } from './upload-state';

/** How many of the chat's latest items Cara's picks are read from. */
const PICKS_HISTORY = 50;
/** How many products a search shows (the catalog's search call, spec section 7: limit 10). */
const SEARCH_LIMIT = 10;

const chosen = (p: { sku_number: string; name: string; image: string }): ChosenProduct => ({ sku_number: p.sku_number, name: p.name, image: p.image });

/** The products of the chat's answers, newest first, each once: what Cara picked in the conversation. */
export function picksOf(items: readonly ChatItem[], sold: readonly string[]): ChosenProduct[] {
  const seen = new Set<string>();
  const picks: ChosenProduct[] = [];
  for (const item of items) {
    for (const p of item.product_list ?? []) {
      if (seen.has(p.sku_number) || !sold.includes(p.brand_id)) continue;
      seen.add(p.sku_number);
      picks.push(chosen(p));
    }
  }
  return picks;
}

/**
 * Where step 3's products come from, each through its endpoint: Cara's picks (the chat's history), the designer's
 * projects and a project's items, the catalog's product search, and cards by SKU (a setting's products, the product
 * the widget was opened with). Only what this site sells is offered.
 */
export function productCalls(api: ApiClient, brand: Brand) {
  const sold = siteProductBrands(BRAND_TABLE[brand].code);
  return {
    picks: async () => picksOf((await api.call(CARA_CALLS.history, { body: { limit: PICKS_HISTORY } })).list, sold),
    projects: async () => (await api.call(PROJECT_CALLS.list, { body: { limit: 100 } })).list,
    projectProducts: async (projectId: string) =>
      (await api.call(PROJECT_CALLS.detail, { body: { project_id: projectId } })).items
        .filter((i) => i.status === CART_LINE_STATUS.PURCHASABLE && sold.includes(i.brand_id))
        .map(chosen),
    search: async (keyword: string) =>
      (await api.call(CATALOG_CALLS.liveSearch, { body: { search: keyword, limit: SEARCH_LIMIT } })).list.filter((p) => sold.includes(p.brand_id)).map(chosen),
    bySku: async (skus: string[]) => {
      const list = (await api.call(CATALOG_CALLS.bySku, { body: { sku_number: skus } })).list;
      return skus.flatMap((sku) => list.filter((p) => p.sku_number === sku).slice(0, 1).map(chosen));
    },
  };
}
export type ProductCalls = ReturnType<typeof productCalls>;
