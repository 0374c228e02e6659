import { buildApp } from './app';
import { DEMO_PASSWORD, seedDemoData } from './commands/seed';
import { seedCatalogIfEmpty } from './modules/catalog';
import { loadConfig } from './platform/config';

const config = loadConfig();
const app = await buildApp({ config });
if (config.SEED_DEMO_DATA === 'on') {
  if (config.NODE_ENV === 'production') throw new Error('SEED_DEMO_DATA=on is refused in production: the demo passwords are published');
  const { created, coupons } = await seedDemoData(app.services.db);
  app.log.info({ created, coupons }, `demo accounts ready (password ${DEMO_PASSWORD}; see the README, "Demo accounts")`);
}
if (config.SEED_CATALOG > 0) {
  // A generated catalog (seed 1) when there are no products yet; an existing catalog is left as it is.
  const seeded = await seedCatalogIfEmpty(app.services.db, { seed: 1, count: config.SEED_CATALOG, parallel: app.services.database.kind === 'postgres' ? 2 : 1 });
  if (seeded) app.log.info({ products: seeded.inserted, kitLines: seeded.kitLines, ms: seeded.ms }, 'generated catalog seeded');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.API_PORT, host: config.API_HOST });
