/**
 * Staff move a claim's state from the command line:
 *   npm --prefix api run claim -- <claim reference> <in_review|approved|rejected|refunded> [--note <text>]
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite takes
 * one process), moves the claim forward (submitted -> in review -> approved or rejected; approved -> refunded) with the
 * note the designer reads, and queues the designer's email in the outbox (delivered by the running api). The same is
 * available to client agents as POST /mibd/claims/state.
 */
import { ApiError, CLAIM_STATES, type ClaimState } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { moveClaim } from '../modules/claims';
import { commandServices } from './services';

export interface ClaimArgs {
  reference: string;
  state: ClaimState;
  note: string;
}

/** The command's arguments; null when they are not a reference and a state. */
export function parseClaimArgs(argv: readonly string[]): ClaimArgs | null {
  const rest: string[] = [];
  let note = '';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--note') {
      i += 1;
      note = argv[i] ?? '';
    } else rest.push(arg);
  }
  const [reference, state] = rest;
  if (!reference || !state || rest.length !== 2 || !(CLAIM_STATES as readonly string[]).includes(state)) return null;
  return { reference, state: state as ClaimState, note };
}

async function main(): Promise<number> {
  const args = parseClaimArgs(process.argv.slice(2));
  if (!args) {
    console.error(`usage: npm --prefix api run claim -- <claim reference> <${CLAIM_STATES.join('|')}> [--note <text>]`);
    return 2;
  }
  const services = await commandServices();
  const { database } = services;
  try {
    const claim = await moveClaim(services, { reference: args.reference, state: args.state, note: args.note.trim() });
    console.info(`${claim.reference} (${claim.order_number}, ${claim.kind_label}): ${claim.state_label}${claim.staff_note ? ` - ${claim.staff_note}` : ''}`);
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
      console.error('claim failed:', error);
      process.exit(1);
    },
  );
}
