/**
 * Staff move an order's shipping status from the command line:
 *   npm --prefix api run ship -- <order number> <preparing|ready_to_ship|shipped|delivered> [--supplier <name>] [--tracking <number>] [--item <item id> ...]
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite takes
 * one process) and moves the order's items (all of them unless --item names some) forward to the status; at shipped
 * and delivered the order's contact is emailed (queued in the outbox, delivered by the running api). The same is
 * available to client agents as POST /mibd/order/shipping_status.
 */
import { ApiError, SHIPPING_STATUSES, type ShippingStatus } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { setShippingStatus } from '../modules/orders';
import { commandServices } from './services';

export interface ShipArgs {
  number: string;
  status: ShippingStatus;
  supplier?: string;
  tracking?: string;
  items: string[];
}

/** The command's arguments; null when they are not a valid order number and status. */
export function parseShipArgs(argv: readonly string[]): ShipArgs | null {
  const rest: string[] = [];
  const items: string[] = [];
  let supplier: string | undefined;
  let tracking: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => {
      i += 1;
      return argv[i] ?? '';
    };
    if (arg === '--supplier') supplier = value();
    else if (arg === '--tracking') tracking = value();
    else if (arg === '--item') items.push(value());
    else rest.push(arg);
  }
  const [number, status] = rest;
  if (!number || !status || rest.length !== 2 || !(SHIPPING_STATUSES as readonly string[]).includes(status)) return null;
  if (supplier === '' || tracking === '' || items.includes('')) return null;
  return { number, status: status as ShippingStatus, supplier, tracking, items };
}

async function main(): Promise<number> {
  const args = parseShipArgs(process.argv.slice(2));
  if (!args) {
    console.error(`usage: npm --prefix api run ship -- <order number> <${SHIPPING_STATUSES.join('|')}> [--supplier <name>] [--tracking <number>] [--item <item id> ...]`);
    return 2;
  }
  const services = await commandServices();
  const { database } = services;
  try {
    const order = await setShippingStatus(services, {
      number: args.number,
      status: args.status,
      item_ids: args.items.length ? args.items : undefined,
      tracking_supplier: args.supplier,
      tracking_number: args.tracking,
    });
    console.info(`${order.number}: ${order.state_label}${order.tracking_number ? ` (${order.tracking_supplier} ${order.tracking_number})` : ''}`);
    for (const item of order.items) console.info(`  ${item.sku_number} x${item.count}: ${item.shipping_status_label}`);
    return 0;
  } catch (error) {
    console.error(`${args.number}: ${error instanceof ApiError ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('ship failed:', error);
      process.exit(1);
    },
  );
}
