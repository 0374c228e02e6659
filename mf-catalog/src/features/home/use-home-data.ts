import { CATALOG_CALLS, type ProductBrand, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export interface HomeRoom {
  name: string;
  link: string;
  count: number;
}

/** null while loading; an empty list when the call failed (the section hides). */
export function useRooms(): HomeRoom[] | null {
  const { api } = useShell();
  const [rooms, setRooms] = useState<HomeRoom[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.call(CATALOG_CALLS.homeCategories, { signal: controller.signal }).then(
      (val) => setRooms(val.list.map(({ name, link, count }) => ({ name, link, count }))),
      () => !controller.signal.aborted && setRooms([]),
    );
    return () => controller.abort();
  }, [api]);
  return rooms;
}

/** The site's hot products (GET /mibd/product/hot_product), read again when the mode changes (prices). */
export function useHotProducts(limit = 12): ProductCard[] | null {
  const { api, session } = useShell();
  const [list, setList] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.call(CATALOG_CALLS.hotProducts, { query: { limit }, signal: controller.signal }).then(
      (val) => setList(val.list),
      () => !controller.signal.aborted && setList([]),
    );
    return () => controller.abort();
  }, [api, limit, session.token, session.mode]);
  return list;
}

/** Products of one brand on the hub (the brand landings), in the list's recommended order. */
export function useBrandProducts(brandId: ProductBrand, limit = 8): ProductCard[] | null {
  const { api, session } = useShell();
  const [list, setList] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.call(CATALOG_CALLS.productList, { body: { brand_id: brandId, limit, page: 1 }, signal: controller.signal }).then(
      (val) => setList(val.list),
      () => !controller.signal.aborted && setList([]),
    );
    return () => controller.abort();
  }, [api, brandId, limit, session.token, session.mode]);
  return list;
}
