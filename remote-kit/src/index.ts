export { Link, NavigateContext, type LinkProps } from './link';
export { RegionErrorBoundary, RegionFallback, reloadInPlace } from './error-boundary';
export { defineRemote, defineDialogs, defineParcel, ensureStyles, lazyPage, useShell, useDialog, type LazyPage, type PageMap, type RemoteDefinition, type StylesLoader } from './define-remote';
export { usePageData } from './page-data';
export { DialogHeading, RouteHeading, pagesFor } from './route-heading';
export { isApiError, refusalOf, type Refusal } from './api-error';
export { ProductImage, imageAtWidth, imageSrcSet, type ProductImageProps } from './product-image';
export { USE_IDLE_MS, afterLoadAndIdle, focusOnPress, onDemand, prefetch, reachHandlers, useWhenNeeded, type OnDemand } from './when-needed';
export { useSubmit } from './use-submit';
