import type { PageMap } from '@storefront/remote-kit';

/** Pages of orders: `/designerOrder`, `/customerOrder`, `/ffdOrder` and `/orderDetail`. */
export const PAGES: Partial<PageMap<'mf-cart-checkout'>> = {};
