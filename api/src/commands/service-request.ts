/**
 * Staff move a service request through the after-sales states from the command line:
 *   npm --prefix api run service-request -- <reference> <state> [--note <text>]
 * e.g. `npm --prefix api run service-request -- AS100001 waiting_review --note "We are looking at the photos"`.
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite takes
 * one process) and moves the request to the state when SERVICE_MOVES allows it; the designer is emailed (queued in the
 * outbox, delivered by the running api). The same is available to client agents as POST
 * /mibd/afterSales/service_request/move.
 */
import { ApiError, SERVICE_MOVES, SERVICE_STATES, isServiceState, type ServiceState } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { moveServiceRequest } from '../modules/after-sales';
import { commandServices } from './services';

export interface ServiceRequestArgs {
  reference: string;
  state: ServiceState;
  note: string;
}

/** The command's arguments; null when they are not a reference and a known state. */
export function parseServiceRequestArgs(argv: readonly string[]): ServiceRequestArgs | null {
  const rest: string[] = [];
  let note = '';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--note') {
      i += 1;
      note = argv[i] ?? '';
      if (!note) return null;
    } else rest.push(arg);
  }
  const [reference, state] = rest;
  if (!reference || !state || rest.length !== 2 || !isServiceState(state)) return null;
  return { reference, state, note };
}

async function main(): Promise<number> {
  const args = parseServiceRequestArgs(process.argv.slice(2));
  if (!args) {
    console.error(`usage: npm --prefix api run service-request -- <reference> <${SERVICE_STATES.join('|')}> [--note <text>]`);
    return 2;
  }
  const services = await commandServices();
  const { database } = services;
  try {
    const request = await moveServiceRequest(services, null, { reference: args.reference, state: args.state, note: args.note });
    console.info(`${request.reference} (${request.order_number} ${request.sku_number}): ${request.state_label}`);
    const next = SERVICE_MOVES[request.state];
    console.info(next.length ? `  next: ${next.join(', ')}` : '  final');
    return 0;
  } catch (error) {
    console.error(`${args.reference}: ${error instanceof ApiError ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('service-request failed:', error);
      process.exit(1);
    },
  );
}
