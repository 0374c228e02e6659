/**
 * Staff cancel a client agent's payment link from the command line:
 *   npm --prefix api run payment-link -- cancel <reference, e.g. PL100001>
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite takes
 * one process) and cancels the open link: the customer's /clientPay then says 'The link has expired'. A paid link, or
 * one whose payment is under way, is refused. The agent who sent it may do the same through
 * POST /mibd/clientAgent/payment_link/cancel; sending the customer a new link cancels the open one too.
 */
import { ApiError } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { cancelLink } from '../modules/client-agent';
import { commandServices } from './services';

/** The command's arguments; null when they are not `cancel <reference>`. */
export function parsePaymentLinkArgs(argv: readonly string[]): { action: 'cancel'; reference: string } | null {
  const [action, reference, ...rest] = argv;
  if (action !== 'cancel' || !reference || rest.length || !/^PL\d{1,9}$/i.test(reference)) return null;
  return { action, reference: reference.toUpperCase() };
}

async function main(): Promise<number> {
  const args = parsePaymentLinkArgs(process.argv.slice(2));
  if (!args) {
    console.error('usage: npm --prefix api run payment-link -- cancel <reference, e.g. PL100001>');
    return 2;
  }
  const services = await commandServices();
  const { database } = services;
  try {
    const link = await cancelLink(services, args.reference, null);
    console.info(`${link.reference}: ${link.state} (sent to ${link.email})`);
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
      console.error('payment-link failed:', error);
      process.exit(1);
    },
  );
}
