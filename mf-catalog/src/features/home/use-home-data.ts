import { CATALOG_CALLS, type ProductBrand, type ProductCard } from '@storefront/contracts';
import { usePageData, useShell } from '@storefront/remote-kit';

export interface HomeRoom {
  name: string;
  link: string;
  count: number;
}

/**
 * null while loading; an empty list when the call failed (the section hides). Read with the page on the server
 * (usePageData), so the rooms come with the first frame.
 */
export function useRooms(): HomeRoom[] | null {
  const { api } = useShell();
  return usePageData(
    'home:rooms',
    async (signal) => (await api.call(CATALOG_CALLS.homeCategories, { signal })).list.map(({ name, link, count }) => ({ name, link, count })),
    [],
  );
}

/** The site's hot products (GET /mibd/product/hot_product), read again when the mode changes (prices). */
export function useHotProducts(limit = 12): ProductCard[] | null {
  const { api, session } = useShell();
  return usePageData(
    `home:hot:${limit}:${session.mode}:${session.token ? 'signed-in' : 'visitor'}`,
    async (signal) => (await api.call(CATALOG_CALLS.hotProducts, { query: { limit }, signal })).list,
    [],
  );
}

/** Products of one brand on the hub (the brand landings), in the list's recommended order. */
export function useBrandProducts(brandId: ProductBrand, limit = 8): ProductCard[] | null {
  const { api, session } = useShell();
  return usePageData(
    `home:brand:${brandId}:${limit}:${session.mode}:${session.token ? 'signed-in' : 'visitor'}`,
    async (signal) => (await api.call(CATALOG_CALLS.productList, { body: { brand_id: brandId, limit, page: 1 }, signal })).list,
    [],
  );
}
