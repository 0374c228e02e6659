/**
 * Staff approval of a trade registration from the command line:
 *   npm --prefix api run approve -- <email or registration id> [more ...]
 *   npm --prefix api run approve -- --reject "<reason>" <email>
 * Opens the configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR: stop the api first, PGlite
 * takes one process), sets the application, its company and its account to 'approved' and queues the activation
 * email with its set-password link; the running api delivers it (SMTP when configured, else the development mailbox).
 * The same is available to client agents as POST /mibd/register/approve and /reject.
 */
import { ApiError, PLATFORM_CALLS } from '@storefront/contracts';
import { pathToFileURL } from 'node:url';
import { mailboxEnabled } from '../platform/config';
import { approveRegistration, rejectRegistration } from '../modules/registration';
import { commandServices } from './services';

export function parseArgs(argv: readonly string[]): { reject: string | null; targets: string[] } {
  const args = [...argv];
  let reject: string | null = null;
  const at = args.indexOf('--reject');
  if (at >= 0) {
    reject = args[at + 1] ?? '';
    args.splice(at, 2);
  }
  return { reject, targets: args.filter((a) => a.trim() !== '') };
}

async function main(): Promise<number> {
  const { reject, targets } = parseArgs(process.argv.slice(2));
  if (targets.length === 0 || reject === '') {
    console.error('usage: npm --prefix api run approve -- <email or registration id> [...]\n       npm --prefix api run approve -- --reject "<reason>" <email>');
    return 2;
  }
  const services = await commandServices();
  const { config, database } = services;
  let failures = 0;
  try {
    for (const target of targets) {
      try {
        const decision = reject === null ? await approveRegistration(services, target) : await rejectRegistration(services, target, reject);
        console.info(`${decision.state}: ${decision.email} (registration ${decision.registration_id})${reject === null ? ', activation email queued' : ', applicant told'}`);
      } catch (error) {
        failures += 1;
        console.error(`${target}: ${error instanceof ApiError ? error.message : String(error)}`);
      }
    }
    if (mailboxEnabled(config)) console.info(`emails: ${config.PUBLIC_URL}${PLATFORM_CALLS.mailboxPage.path}`);
  } finally {
    await database.close();
  }
  return failures === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('approve failed:', error);
      process.exit(1);
    },
  );
}
