/**
 * Menus and category lists (spec sections 3 and 7), built from the live catalog of the caller's site: the home
 * categories, the desktop, tablet and outlet menus with their footers, and the four category lists.
 */
import { CATALOG_CALLS, catalogLink, type BrandCode } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { productImageUrl } from '../cards';
import { brandCategoryItems, footerGroups, outletMenu, padMenu, pcMenu, roomCategoryItems, socialList } from '../menus';
import { siteSections } from '../sections';

/** The four category lists: one query and answer, sections by site or Rowe's, by brand or by room. */
type CategoryListCall = (typeof CATALOG_CALLS)['brandCategories' | 'roweBrandCategories' | 'roomCategories' | 'roweRoomCategories'];

export function menuRoutes(app: FastifyInstance, services: Services): void {
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
}
