import {
  ApiError,
  CATALOG_CALLS,
  ERR,
  MESSAGES,
  SEARCH_DROPDOWN_LIMIT,
  TRADE_DESKS,
  catalogLink,
  siteProductBrands,
  type BrandCode,
  type DesignerInfo,
} from '@storefront/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, productKits, products } from '../../platform/db/schema';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { cardColumns, detailColumns, productImageUrl, toCard, toDetail, visibilityFor } from './cards';
import { FacetCache, productList, searchPage } from './listing';
import { brandCategoryItems, footerGroups, outletMenu, padMenu, pcMenu, roomCategoryItems, socialList } from './menus';
import { siteSections } from './sections';

/** The four category lists: one query and answer, sections by site or Rowe's, by brand or by room. */
type CategoryListCall = (typeof CATALOG_CALLS)['brandCategories' | 'roweBrandCategories' | 'roomCategories' | 'roweRoomCategories'];
const HOT_PRODUCTS = 12;

const isOn = (v: unknown) => v === true || v === 1 || v === '1';

/** Ten digits shown as (212) 555-0100. */
function phoneText(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}

/** Catalog: menus and categories per brand, product lists and search, product detail with prices by mode. */
export function catalogModule(app: FastifyInstance, services: Services): void {
  const facetCache = new FacetCache(services.now);

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
      const rows = await services.db
        .select(cardColumns)
        .from(products)
        .where(and(inArray(products.skuNumber, skus), inArray(products.brandId, [...siteProductBrands(caller.brand)])));
      const bySku = new Map(rows.map((r) => [r.skuNumber, r]));
      const see = visibilityFor(caller);
      return { list: skus.flatMap((sku) => (bySku.has(sku) ? [toCard(bySku.get(sku)!, see)] : [])) };
    },
  });

  route(app, services, CATALOG_CALLS.detail, {
    handler: async ({ body, caller }) => {
      const [row] = await services.db
        .select(detailColumns)
        .from(products)
        .where(and(eq(products.skuNumber, body.sku_number), inArray(products.brandId, [...siteProductBrands(caller.brand)])))
        .limit(1);
      if (!row) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
      const [includes, componentOf] = await Promise.all([
        services.db
          .select({ skuNumber: products.skuNumber, name: products.name, quantity: productKits.quantity })
          .from(productKits)
          .innerJoin(products, eq(products.skuNumber, productKits.componentSku))
          .where(eq(productKits.kitSku, row.skuNumber))
          .orderBy(asc(products.skuNumber)),
        services.db
          .select({ skuNumber: products.skuNumber, name: products.name })
          .from(productKits)
          .innerJoin(products, eq(products.skuNumber, productKits.kitSku))
          .where(eq(productKits.componentSku, row.skuNumber))
          .orderBy(asc(products.skuNumber)),
      ]);
      return toDetail(row, { includes, componentOf }, visibilityFor(caller), services.now());
    },
  });

  route(app, services, CATALOG_CALLS.hotProducts, {
    handler: async ({ query, caller }) => {
      const rows = await services.db
        .select(cardColumns)
        .from(products)
        .where(and(inArray(products.brandId, [...siteProductBrands(caller.brand)]), eq(products.isHot, true), eq(products.status, 1)))
        .orderBy(asc(products.rank), asc(products.skuNumber))
        .limit(query.limit ?? HOT_PRODUCTS);
      const see = visibilityFor(caller);
      return { list: rows.map((row) => toCard(row, see)) };
    },
  });

  route(app, services, CATALOG_CALLS.homeCategories, {
    handler: async ({ caller }) => {
      const sections = await siteSections(services, caller.brand);
      return {
        list: sections.rooms.map((room) => ({
          name: room.name,
          value: room.name,
          link: catalogLink(caller.brand, { room: room.name }),
          image: productImageUrl(room.preview),
          count: room.count,
        })),
      };
    },
  });

  // Menus and category lists (spec sections 3 and 7), built from the live catalog of the caller's site.

  route(app, services, CATALOG_CALLS.caWebMenu, {
    handler: async ({ caller }) => {
      const sections = await siteSections(services, caller.brand);
      return { pc: pcMenu(caller.brand, sections), pad: padMenu(caller.brand, sections), footer: footerGroups(caller.brand) };
    },
  });

  route(app, services, CATALOG_CALLS.jcCategories, {
    handler: async ({ caller }) => {
      const sections = await siteSections(services, caller.brand);
      return { menu: pcMenu(caller.brand, sections), footer: footerGroups(caller.brand), socialList: socialList(caller.brand) };
    },
  });

  route(app, services, CATALOG_CALLS.outletCategories, {
    handler: async () => {
      const sections = await siteSections(services, 'ol');
      return { menu: outletMenu(sections), footer: footerGroups('ol') };
    },
  });

  const categoryList = (call: CategoryListCall, site: (caller: BrandCode) => BrandCode, byBrand: boolean) =>
    route(app, services, call, {
      handler: async ({ query, caller }) => {
        const sections = await siteSections(services, site(caller.brand));
        if (byBrand) {
          const brands = brandCategoryItems(sections);
          return { list: query.brand_id ? brands.filter((b) => b.value === query.brand_id) : brands };
        }
        const rooms = query.brand_id ? (sections.brands.find((b) => b.brand === query.brand_id)?.rooms ?? []) : sections.rooms;
        return { list: roomCategoryItems(rooms) };
      },
    });
  categoryList(CATALOG_CALLS.brandCategories, (b) => b, true);
  categoryList(CATALOG_CALLS.roweBrandCategories, () => 'rowe', true);
  categoryList(CATALOG_CALLS.roomCategories, (b) => b, false);
  categoryList(CATALOG_CALLS.roweRoomCategories, () => 'rowe', false);

  route(app, services, CATALOG_CALLS.designerInfo, {
    handler: async ({ caller }): Promise<DesignerInfo> => {
      const account = caller.account;
      if (account?.kind === 'customer' && account.parentId) {
        const [designer] = await services.db
          .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, phone: accounts.phone, headImg: accounts.headImg })
          .from(accounts)
          .where(and(eq(accounts.id, account.parentId), sql`${accounts.state} <> 'closed'`))
          .limit(1);
        if (designer) {
          return {
            name: `${designer.firstName} ${designer.lastName}`.trim(),
            img: designer.headImg,
            email: designer.email,
            phone_number: phoneText(designer.phone),
          };
        }
      }
      return TRADE_DESKS[caller.brand];
    },
  });
}
