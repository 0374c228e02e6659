/**
 * Staff decide an order change from the command line:
 *   npm --prefix api run order-change -- <change reference> <verify|approve|reject|complete> [--note <text>]
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite takes
 * one process). approve prices the change again: a change that costs more emails the designer a supplementary payment
 * link valid 48 hours (extra payment needed); one that costs less is applied and the difference refunded through the
 * payments provider (refunded); one that costs the same is applied (changes processing); an approved cancel gives the
 * stock back and refunds what was paid (cancelled, refunded). complete: changes processing (or paid) -> completed.
 * The same is available to client agents as POST /mibd/orderChange/decide.
 */
import { ApiError, CHANGE_DECISIONS, type ChangeDecision } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { decideChange } from '../modules/order-changes';
import { commandServices } from './services';

export interface OrderChangeArgs {
  reference: string;
  decision: ChangeDecision;
  note?: string;
}

/** The command's arguments; null when they are not a change reference and a decision. */
export function parseOrderChangeArgs(argv: readonly string[]): OrderChangeArgs | null {
  const rest: string[] = [];
  let note: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--note') {
      i += 1;
      note = argv[i] ?? '';
    } else rest.push(arg);
  }
  const [reference, decision] = rest;
  if (!reference || !decision || rest.length !== 2 || !(CHANGE_DECISIONS as readonly string[]).includes(decision) || note === '') return null;
  return { reference, decision: decision as ChangeDecision, note };
}

async function main(): Promise<number> {
  const args = parseOrderChangeArgs(process.argv.slice(2));
  if (!args) {
    console.error(`usage: npm --prefix api run order-change -- <change reference> <${CHANGE_DECISIONS.join('|')}> [--note <text>]`);
    return 2;
  }
  const services = await commandServices();
  const { database } = services;
  try {
    const change = await decideChange(services, null, { reference: args.reference, decision: args.decision, note: args.note });
    console.info(`${change.reference} (${change.kind_label}, order ${change.order_number}): ${change.state_label}`);
    if (change.extra > 0) console.info(`  extra payment of $${change.extra.toFixed(2)} asked until ${change.pay_expires_at}`);
    if (change.refund > 0) console.info(`  refund of $${change.refund.toFixed(2)}`);
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
      console.error('order-change failed:', error);
      process.exit(1);
    },
  );
}
