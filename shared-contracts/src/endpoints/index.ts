import { ACCOUNT_CALLS } from './account';
import { ACTIVITY_CALLS } from './activity';
import { AFTER_SALES_CALLS } from './after-sales';
import { CARA_CALLS } from './cara';
import { CART_CALLS } from './cart';
import { CATALOG_CALLS } from './catalog';
import { CHECKOUT_CALLS } from './checkout';
import { CLAIM_CALLS } from './claims';
import { CLIENT_AGENT_CALLS } from './client-agent';
import { CUSTOMER_CALLS } from './customers';
import type { Endpoint } from './endpoint';
import { FILE_CALLS } from './files';
import { IDENTITY_CALLS } from './identity';
import { MEMBER_CALLS } from './members';
import { ORDER_CHANGE_CALLS } from './order-changes';
import { ORDER_CALLS } from './orders';
import { PAYMENT_CALLS } from './payments';
import { PLATFORM_CALLS } from './platform';
import { COLLECTION_CALLS, FAVORITE_CALLS, PROJECT_CALLS } from './projects';
import { REGISTRATION_CALLS } from './registration';
import { SERVICE_REQUEST_CALLS } from './service-requests';

export * from './endpoint';
export { fileReadUrl, readUrlAtWidth } from './files';
export { ENDPOINT_DOCS } from './docs';
export { ACCOUNT_CALLS, CARA_CALLS, CART_CALLS, CATALOG_CALLS, COLLECTION_CALLS, CUSTOMER_CALLS, FAVORITE_CALLS, FILE_CALLS, IDENTITY_CALLS, MEMBER_CALLS, PLATFORM_CALLS, PROJECT_CALLS, REGISTRATION_CALLS };
export { CHECKOUT_CALLS, CLIENT_AGENT_CALLS, ORDER_CALLS, ORDER_CHANGE_CALLS, PAYMENT_CALLS };
export { AFTER_SALES_CALLS, CLAIM_CALLS, SERVICE_REQUEST_CALLS };
export { ACTIVITY_CALLS };

/**
 * The endpoint table: every call of the api by domain. Callers import their domain's calls (so a remote's bundle
 * holds only the schemas it uses); the api registers each route from its entry, and the OpenAPI document names each
 * operation `<domain>.<call>`.
 */
export const ENDPOINTS = {
  platform: PLATFORM_CALLS,
  // Account settings are the signed-in account's own: filed under identity, imported apart (ACCOUNT_CALLS).
  identity: { ...IDENTITY_CALLS, ...ACCOUNT_CALLS },
  registration: REGISTRATION_CALLS,
  files: FILE_CALLS,
  catalog: CATALOG_CALLS,
  cart: CART_CALLS,
  customers: CUSTOMER_CALLS,
  projects: PROJECT_CALLS,
  // Collections are the favorites' wishlists (spec section 2): filed under favorites, imported apart (COLLECTION_CALLS).
  favorites: { ...FAVORITE_CALLS, ...COLLECTION_CALLS },
  members: MEMBER_CALLS,
  cara: CARA_CALLS,
  payments: PAYMENT_CALLS,
  checkout: CHECKOUT_CALLS,
  orders: ORDER_CALLS,
  orderChanges: ORDER_CHANGE_CALLS,
  clientAgent: CLIENT_AGENT_CALLS,
  afterSales: AFTER_SALES_CALLS,
  claims: CLAIM_CALLS,
  serviceRequests: SERVICE_REQUEST_CALLS,
  activity: ACTIVITY_CALLS,
} as const;

type Table = typeof ENDPOINTS;
/** The name of an operation in the OpenAPI document: `<domain>.<call>` (`catalog.productList`). */
export type OperationId = { [D in keyof Table]: `${D}.${keyof Table[D] & string}` }[keyof Table];

/** Every entry of the table with its operation id. */
export function endpointEntries(): Array<{ operationId: OperationId; endpoint: Endpoint }> {
  return Object.entries(ENDPOINTS).flatMap(([domain, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({ operationId: `${domain}.${name}` as OperationId, endpoint })),
  );
}
