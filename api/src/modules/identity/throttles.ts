/**
 * The throttles of sign-ins and of codes and emails sent to a recipient (decision 014). Every count is keyed on
 * what a caller cannot choose: its real address (the api believes X-Forwarded-For only from the page server), the
 * account a name finds, the recipient a message goes to. The counters are rows (platform/rate-limit.ts), shared
 * by every api process.
 */
import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { claimAttempt, claimPause, clientKey, forgetFailures, refundDaily, releasePause, trySpendDaily, tryAgainIn, type BackoffPolicy } from '../../platform/rate-limit';
import type { Services } from '../../platform/services';
import { isOwnClient, rememberClients } from './repository';
import { FAILURE_MEMORY_MS, OWN_CLIENT_MS, WAIT_LEADS, clientsOf, signInKey, type CodeChannel } from './rules';

/** Who asks: the client address and browser id of the call, and the account signed in, if any. */
export type Asker = Pick<Caller, 'ip' | 'guestId'> & { account?: { id: string } | null };

const backoff = (services: Services): BackoffPolicy => ({
  freeFailures: services.config.LOGIN_FREE_FAILURES,
  firstHoldMs: services.config.LOGIN_BACKOFF_SECONDS * 1000,
  maxHoldMs: services.config.LOGIN_BACKOFF_MAX_SECONDS * 1000,
  forgetAfterMs: FAILURE_MEMORY_MS,
});

/** An account id no account has (the nil UUID). */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** Whether the asker is a client the account signed in from lately (or is signed in as it). */
async function ownClient(services: Services, asker: Asker, accountId: string): Promise<boolean> {
  if (asker.account?.id === accountId) return true;
  const since = new Date(services.now().getTime() - OWN_CLIENT_MS);
  return isOwnClient(services.db, accountId, clientsOf({ address: clientKey(asker.ip), guestId: asker.guestId }), since);
}

/**
 * Remembers the asker as one of the account's own clients: it signed in, or it applied for the account with a code
 * sent to the account's address (so it keeps its allowance of activation emails while the account waits).
 */
export async function rememberOwnClient(services: Services, asker: Asker, accountId: string, db: Db = services.db): Promise<void> {
  const at = services.now();
  await rememberClients(db, accountId, clientsOf({ address: clientKey(asker.ip), guestId: asker.guestId }), at, new Date(at.getTime() - OWN_CLIENT_MS));
}

export interface SignInAttempt {
  /** The password or code was right: the run of failures is forgotten and the client's failure given back. */
  succeeded(): Promise<void>;
}

/**
 * Lets a sign-in attempt go ahead, or refuses it, before the password or code is checked; the attempt counts as a
 * failure until `succeeded` says otherwise.
 * - The client: LOGIN_DAILY_LIMIT failed sign-ins a day from one address, whatever names it tries.
 * - The account (or, when the name finds none, the name as normalized): LOGIN_FREE_FAILURES failures, then a hold
 *   that doubles with each further failure (LOGIN_BACKOFF_SECONDS up to LOGIN_BACKOFF_MAX_SECONDS). Clients the
 *   account signed in from in the last 90 days run apart from strangers, so strangers' failures never hold back
 *   the owner's own browser or address; from a new place the owner waits for the hold like anyone.
 */
export async function startSignIn(services: Services, asker: Asker, subject: { accountId: string | null; name: string }): Promise<SignInAttempt> {
  const now = services.now();
  const clientKeyOfDay = `signin:client:${clientKey(asker.ip)}`;
  if (!(await trySpendDaily(services.db, clientKeyOfDay, services.config.LOGIN_DAILY_LIMIT, now))) {
    throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
  }
  // A name that finds no account asks the same question of an id no account has, so it is not quicker to refuse (L5).
  const known = (await ownClient(services, asker, subject.accountId ?? NO_ACCOUNT)) && subject.accountId !== null;
  const key = signInKey(subject, known);
  const wait = await claimAttempt(services.db, key, backoff(services), now);
  if (wait > 0) throw tryAgainIn(WAIT_LEADS.failures, wait);
  return {
    async succeeded() {
      await forgetFailures(services.db, key);
      await refundDaily(services.db, clientKeyOfDay, now);
    },
  };
}

/** A message about to be sent: its channel, what it is for, where it goes, and the account that holds that address. */
export interface Sending {
  channel: CodeChannel;
  purpose: string;
  /** The lowercased email or ten-digit phone. */
  target: string;
  /** The account this address signs in to (its own clients keep their allowance); null for an address no account holds. */
  owner: string | null;
}

/**
 * Lets a code or an email go to a recipient, or refuses it with the reason:
 * - one message of a purpose to a recipient every SEND_COOLDOWN_SECONDS, whoever asks (the one just sent went to
 *   the recipient, so the recipient holds a fresh one);
 * - SEND_CLIENT_DAILY_LIMIT messages a day from one asker (its address, or its account when signed in), to anyone;
 * - SEND_DAILY_LIMIT a day to one recipient from one asker;
 * - SEND_DAILY_LIMIT a day to one recipient from strangers together. The recipient's own clients (signed in as the
 *   owner, or a client the owner signed in from) are not strangers: a third party cannot spend their allowance.
 */
export async function allowSend(services: Services, asker: Asker, sending: Sending): Promise<void> {
  const now = services.now();
  const { config, db } = services;
  const recipient = `send:${sending.channel}:${sending.purpose}:${sending.target}`;
  const pause = await claimPause(db, recipient, config.SEND_COOLDOWN_SECONDS * 1000, now);
  if (pause > 0) throw tryAgainIn(WAIT_LEADS.justSent, pause);

  const from = asker.account ? `account:${asker.account.id}` : `client:${clientKey(asker.ip)}`;
  const own = sending.owner !== null && (await ownClient(services, asker, sending.owner));
  const budgets: Array<[key: string, limit: number]> = [
    [`send:from:${from}`, config.SEND_CLIENT_DAILY_LIMIT],
    [`${recipient}:from:${from}`, config.SEND_DAILY_LIMIT],
    ...(own ? [] : ([[`${recipient}:strangers`, config.SEND_DAILY_LIMIT]] as Array<[string, number]>)),
  ];
  const spent: string[] = [];
  for (const [key, limit] of budgets) {
    spent.push(key);
    if (await trySpendDaily(db, key, limit, now)) continue;
    // Refused: nothing is sent, so nothing of this attempt stays counted, and the recipient's pause is given back.
    for (const key of spent) await refundDaily(db, key, now);
    await releasePause(db, recipient, now);
    throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
  }
}
