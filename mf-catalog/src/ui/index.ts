export { Price, type PriceProps } from './price';
export { CARD_IMAGE_SIZES, ProductCard, productHref, type ProductCardProps } from './product-card';
export { PRIORITY_CARDS, ProductGrid, ProductGridSkeleton, type ProductGridProps } from './product-grid';
// ProductRail is imported by its path ('../../ui/product-rail'), not from here: only lazily loaded pages use it,
// and the route app and the dialogs load this file up front.

