import { lazyPage, type PageMap } from '@storefront/remote-kit';
import { lazy } from 'react';

/** Pages of this group (lazy: each page's code loads when its route is visited). */
export const PAGES: Partial<PageMap<'mf-account'>> = {
  'my-favorites': lazyPage(() => import('./my-favorites')),
  // The spec names both routes and gives no difference: favoritesList is the same list (links of older pages keep working).
  favoritesList: lazyPage(() => import('./my-favorites')),
  sharedCollection: lazyPage(() => import('./shared-collection')),
};


// The favorite card for another feature's list (the customer book's favorite tab), loaded when shown: the route app
// loads this index for its pages, and the card (with this feature's styles) stays out of it.
const card = () => import('./favorite-card');
/** A favorite product as a card of a list (`li`), with the actions the list gives it. */
export const FavoriteCard = lazy(() => card().then((m) => ({ default: m.FavoriteCard })));
/** A favorite's Remove, with a heart. */
export const RemoveFavorite = lazy(() => card().then((m) => ({ default: m.RemoveFavorite })));
