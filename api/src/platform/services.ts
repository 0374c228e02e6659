import type { ApiConfig } from './config';
import type { Database, Db } from './db';
import type { FileStore } from './files';
import type { Outbox } from './outbox';
import type { PaymentProvider } from './payments';
import type { AnyRoute } from './route';

/** What every module's handlers may use; built once in `buildApp`. */
export interface Services {
  config: ApiConfig;
  database: Database;
  db: Db;
  outbox: Outbox;
  files: FileStore;
  /** The payment processor (the embedded sandbox unless PAYMENT_PROVIDER says otherwise). */
  payments: PaymentProvider;
  /** The clock, so tests can move time (link and session expiry). */
  now(): Date;
  /** Every call registered with `route`, for the OpenAPI document and the property test. */
  routes: AnyRoute[];
}
