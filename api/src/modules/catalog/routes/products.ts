/** Products: the list and the outlet's list (filters, facets, search), the live search, cards by SKU, the detail, hot products. */
import { ApiError, CATALOG_CALLS, ERR, MESSAGES, SEARCH_DROPDOWN_LIMIT, siteProductBrands } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { toCard, toDetail, visibilityFor } from '../cards';
import { FacetCache, productList, searchPage } from '../listing';
import { cardsBySku, detailBySku, hotCards, kitsOf } from '../repository/products';
import { HOT_PRODUCTS, isOn } from '../rules';

export function productRoutes(app: FastifyInstance, services: Services): void {
  const facetCache = new FacetCache();

  route(app, services, CATALOG_CALLS.productList, {
    handler: ({ body, caller }) =>
      productList(services, caller, facetCache, {
        site: caller.brand,
        space: body.space,
        category: body.category,
        brand_id: body.brand_id,
        style: body.style,
        portfolio: body.portfolio,
        section: body.section,
        stock: body.stock,
        isNew: isOn(body.is_new),
        minPrice: body.min_price,
        maxPrice: body.max_price,
        keyword: body.keyword,
        sort: body.sort,
        page: body.page,
        limit: body.limit,
      }),
  });

  route(app, services, CATALOG_CALLS.outletList, {
    handler: ({ body, caller }) =>
      productList(services, caller, facetCache, {
        site: 'ol',
        category: body.category,
        keyword: body.keyword,
        sort: body.sort,
        minPrice: body.min_price,
        maxPrice: body.max_price,
        page: body.page,
        limit: body.limit,
      }),
  });

  route(app, services, CATALOG_CALLS.liveSearch, {
    handler: ({ body, caller }) =>
      searchPage(services, caller, { site: caller.brand, keyword: body.search, page: body.page, limit: body.limit ?? SEARCH_DROPDOWN_LIMIT }),
  });

  route(app, services, CATALOG_CALLS.bySku, {
    handler: async ({ body, caller }) => {
      const skus = [...new Set(body.list ?? body.sku_number ?? [])];
      if (!skus.length) return { list: [] };
      const rows = await cardsBySku(services.db, skus, siteProductBrands(caller.brand));
      const bySku = new Map(rows.map((r) => [r.skuNumber, r]));
      const see = visibilityFor(caller);
      return { list: skus.flatMap((sku) => (bySku.has(sku) ? [toCard(bySku.get(sku)!, see)] : [])) };
    },
  });

  route(app, services, CATALOG_CALLS.detail, {
    handler: async ({ body, caller }) => {
      const row = await detailBySku(services.db, body.sku_number, siteProductBrands(caller.brand));
      if (!row) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
      const kits = await kitsOf(services.db, row.skuNumber);
      return toDetail(row, kits, visibilityFor(caller), services.now());
    },
  });

  route(app, services, CATALOG_CALLS.hotProducts, {
    handler: async ({ query, caller }) => {
      const rows = await hotCards(services.db, siteProductBrands(caller.brand), query.limit ?? HOT_PRODUCTS);
      const see = visibilityFor(caller);
      return { list: rows.map((row) => toCard(row, see)) };
    },
  });
}
