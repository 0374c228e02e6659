/** The catalog generator and its seeder (used at start, by `npm run catalog` and by the benchmarks). */
export { CATEGORY_CODES, KIT_CODE, CatalogGenerator, catalogItems, generateCatalog, type CatalogItem, type CatalogKit, type CatalogOptions, type CatalogProduct } from './generator';
export { catalogPresent, seedCatalog, seedCatalogIfEmpty, type SeedCatalogOptions, type SeedCatalogResult } from './seed';
export { CATEGORIES, CATEGORY_BY_NAME, ROOMS, SHAPES, type CategoryDef, type Room, type Shape } from './taxonomy';
export { DESIGNER_SHARE, designerCentsFor } from './prices';
