import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The api tests that run on the embedded database (PGlite) when the whole suite runs on Postgres: the tests about
 * the embedded mode itself, and a broad smoke of the calls, so both databases stay proven without running every
 * test twice (docs/testing.md). Without a Postgres the whole suite runs on PGlite instead.
 */
export const EMBEDDED_SUITE = [
  // Start: the server opens and migrates the embedded database, health and readiness, the envelope.
  'src/app.test.ts',
  // The commands a person runs against the embedded database (demo accounts, the generated catalog).
  'src/commands/seed.test.ts',
  'src/commands/catalog.test.ts',
  // Seeding one connection at a time (the single-connection path of the catalog seeder).
  'src/modules/catalog/generator/seed.test.ts',
  // The outbox and the render queue on one connection: claiming, retries and leases without row-lock contention.
  'src/platform/outbox.test.ts',
  'src/modules/cara/jobs.test.ts',
  // A broad smoke: sign-in and sessions, catalog search (full text and trigram), the cart's transactions.
  'src/modules/identity/login.test.ts',
  'src/modules/catalog/search.test.ts',
  'src/modules/cart/cart.test.ts',
  // Projects: a move to the cart runs the cart's adds as savepoints of one transaction, with the project held.
  'src/modules/projects/projects.test.ts',
  // The catalog version's trigger and the facet counts kept per version, on the embedded database too.
  'src/modules/catalog/facets.test.ts',
  // Checkout: the order's transaction (stock, the coupon's savepoint, the charges ledger) and its settling on one connection.
  'src/modules/checkout/checkout.test.ts',
];

// Replaces the include list (mergeConfig would add to it).
export default defineConfig({ ...base, test: { ...base.test, include: EMBEDDED_SUITE } });
