export { Link, NavigateContext, type LinkProps } from './link';
export { RegionErrorBoundary, RegionFallback } from './error-boundary';
export { defineRemote, defineDialogs, defineParcel, ensureStyles, useShell, useDialog, type PageMap, type RemoteDefinition } from './define-remote';
export { DialogHeading, RouteHeading, pagesFor } from './route-heading';
export { isApiError, refusalOf, type Refusal } from './api-error';
export { IMAGE_WIDTHS, ProductImage, imageAtWidth, imageSrcSet, type ProductImageProps } from './product-image';
