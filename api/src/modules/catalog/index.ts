/**
 * The catalog: menus and categories per brand, product lists and search, product detail with prices by mode, and the
 * drawn product pictures. The only door other modules use: `catalogModule` registers the calls; the rest below is
 * what other modules read of the catalog (cards, search, pictures, the generator's names, the seeder).
 *
 * routes/products.ts  lists, search, cards by SKU, detail, hot products
 * routes/menus.ts     menus, footers and category lists
 * routes/designer.ts  the designer (or trade desk) a caller talks to
 * listing.ts          lists and their facet counts; search.ts the search words; sections.ts a site's rooms and categories
 * version.ts          the catalog version the api has seen: counts and sections are kept per version, read again after a change
 * cards.ts            cards and details as the caller may see them; menus.ts the menus built from the sections
 * vocabulary.ts       the furniture vocabulary as data (kinds and synonyms, materials, colours, styles), read by
 *                     search and by Cara's parser
 * rules.ts            rules without I/O; repository/ the module's SQL (products, listing, search, sections, seed, version)
 * generator/          the seeder of the generated catalog (the generator itself, and the cards and menus, are the
 *                     contracts': the mock api answers with them too); images/ the drawn pictures
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { servePictures } from '../files';
import { CATALOG_BLOCK, catalogImage } from './images/read';
import { designerRoutes } from './routes/designer';
import { menuRoutes } from './routes/menus';
import { productRoutes } from './routes/products';

export { toCard, visibilityFor } from './cards';
export { ALL_FINISHES, BRAND_PROFILES, CATEGORIES, CATEGORY_BY_NAME, ROOMS, type Room } from './generator';
export { seedCatalog, seedCatalogIfEmpty, type SeedCatalogResult } from './generator/seed';
export { catalogImage } from './images/read';
export { renderProductImage } from './images/render';
export { ROOM_SLUGS, renderRoomScene, roomMainArea, type RoomSlug } from './images/rooms';
export { cardColumns, type CardRow } from './repository/products';
export { NOT_UNAVAILABLE_SQL, STOCK_TAG_SQL } from './repository/stock';
export { searchCondition, searchRank } from './repository/search';
export { hasStock } from './rules';
export type { SearchTerms } from './rules';
export { searchTerms } from './search';
export { COLOURS, FINISH_MATERIALS, KINDS, MATERIALS, ROOM_WORDS, SHAPE_WORDS, SIZE_WORDS, STYLE_WORDS, fold as foldText, phrasePattern, type KindWord } from './vocabulary';

export function catalogModule(app: FastifyInstance, services: Services): void {
  // The drawn pictures are read through the file-read path, as block 1.
  servePictures(services, CATALOG_BLOCK, (filename) => catalogImage(services, filename));
  productRoutes(app, services);
  menuRoutes(app, services);
  designerRoutes(app, services);
}
