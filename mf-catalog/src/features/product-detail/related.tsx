import { BRAND_TABLE, CATALOG_CALLS, type ProductCard, type ProductDetail } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { ProductRail } from '../../ui/product-rail';

const RELATED = 8;

/** More of the same category on this site (the outlet's own list on FFD), without the product itself. */
export function Related({ product }: { product: ProductDetail }) {
  const { api, brand, session } = useShell();
  const [list, setList] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const outlet = BRAND_TABLE[brand].code === 'ol';
    const others = async (filter: Record<string, string>) => {
      const val = await api.call(outlet ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList, {
        body: { ...filter, limit: RELATED + 1, page: 1 },
        signal: controller.signal,
      });
      return val.list.filter((p) => p.sku_number !== product.sku_number).slice(0, RELATED);
    };
    // The same category; when it holds nothing else, the same room (the outlet: its other deals).
    others({ category: product.category })
      .then(async (same) => (same.length ? same : others(outlet ? {} : { space: product.space })))
      .then(
        (list) => setList(list),
        () => {
          if (!controller.signal.aborted) setList([]);
        },
      );
    return () => controller.abort();
  }, [api, brand, product.category, product.space, product.sku_number, session.token, session.mode]);
  if (list !== null && list.length === 0) return null;
  const sameCategory = list?.every((p) => p.category === product.category) ?? true;
  const title = sameCategory ? `More ${product.category.toLowerCase()}` : BRAND_TABLE[brand].code === 'ol' ? 'More deals' : `More for the ${product.space.toLowerCase()}`;
  return <ProductRail title={title} eyebrow="You may also like" products={list ?? []} loading={list === null} brand={brand} />;
}
