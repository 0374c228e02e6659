/**
 * The catalog generator (pure, kept in the contracts so the mock api draws the same catalog: decision 038) and its
 * seeder (used at start, by `npm run catalog` and by the benchmarks).
 */
export {
  ALL_FINISHES,
  BRAND_PROFILES,
  CATEGORIES,
  CATEGORY_BY_NAME,
  CATEGORY_CODES,
  DESIGNER_SHARE,
  KIT_CODE,
  ROOMS,
  SHAPES,
  CatalogGenerator,
  catalogItems,
  designerCentsFor,
  generateCatalog,
  type CatalogItem,
  type CatalogKit,
  type CatalogOptions,
  type CatalogProduct,
  type CategoryDef,
  type Room,
  type Shape,
} from '@storefront/contracts/generated-catalog';
export { catalogPresent, seedCatalog, seedCatalogIfEmpty, type SeedCatalogOptions, type SeedCatalogResult } from './seed';
