import { BRAND_TABLE, productListResponse, type ProductCard, type ProductDetail } from '@storefront/contracts';
import { useShell } from '@storefront/contracts/react';
import { useEffect, useState } from 'react';
import { ProductRail } from '../home/product-rail';

const RELATED = 8;

/** More of the same category on this site (the outlet's own list on FFD), without the product itself. */
export function Related({ product }: { product: ProductDetail }) {
  const { api, brand, session } = useShell();
  const [list, setList] = useState<ProductCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const outlet = BRAND_TABLE[brand].code === 'ol';
    api
      .call(outlet ? '/mibd_ol/product/list' : '/mibd/product/productList', {
        body: { category: product.category, limit: RELATED + 1, page: 1 },
        schema: productListResponse,
        signal: controller.signal,
      })
      .then(
        (val) => setList(val.list.filter((p) => p.sku_number !== product.sku_number).slice(0, RELATED)),
        () => {
          if (!controller.signal.aborted) setList([]);
        },
      );
    return () => controller.abort();
  }, [api, brand, product.category, product.sku_number, session.token, session.mode]);
  if (list !== null && list.length === 0) return null;
  return <ProductRail title={`More ${product.category.toLowerCase()}`} eyebrow="You may also like" products={list ?? []} loading={list === null} brand={brand} />;
}
