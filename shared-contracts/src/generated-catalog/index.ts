/**
 * The generated catalog (decision 005): products and kits from a seed, the same on any machine. The api seeds its
 * database with it (api/src/modules/catalog/generator/seed.ts); the mock api (../mock-api) keeps it in memory, so a
 * storefront run with the mock flag shows the catalog the api would (decision 038). Pure code, no I/O.
 */
export { CATEGORY_CODES, KIT_CODE, CatalogGenerator, catalogItems, generateCatalog, type CatalogItem, type CatalogKit, type CatalogOptions, type CatalogProduct } from './generator';
export { CATEGORIES, CATEGORY_BY_NAME, ROOMS, SHAPES, type CategoryDef, type Room, type Shape } from './taxonomy';
export { DESIGNER_SHARE, designerCentsFor } from './prices';
export { BRAND_PROFILES } from './brands';
export { ALL_FINISHES } from './names';
