/**
 * Identity's rules without I/O: who may sign in, the FFD greeting, what sign-ins and messages are counted under,
 * verification codes (their life, their hash and their wording), the lives and uses of emailed links, and what a
 * lost unique-index race answers.
 */
import { ApiError, ERR, MESSAGES, SESSION_CODE_TTL_SECONDS, normalizePhone, type BrandCode } from '@storefront/contracts';
import { sha256 } from '../../platform/crypto';
import type { AccountRow } from './repository';

// ---------------------------------------------------------------------------------------------
// Signing in.

/** Refuses an account that may not sign in, with the section 8 message. */
export function assertCanSignIn(account: AccountRow): void {
  if (account.state === 'closed') throw new ApiError(ERR.ACCOUNT_CLOSED, MESSAGES.accountClosed);
  if (account.state !== 'activated') throw new ApiError(ERR.ACCOUNT_NOT_ACTIVATED, MESSAGES.accountNotActivated);
}

/** The name the FFD header greets: the first name, or the part of the email before the @. */
export function olUserName(account: Pick<AccountRow, 'firstName' | 'email'>): string {
  return account.firstName.trim() || account.email.split('@')[0]!;
}

// ---------------------------------------------------------------------------------------------
// Throttles: what a sign-in or a message is counted under (the counting itself is platform/rate-limit.ts).

/**
 * The name a sign-in is counted under when it names no account: trimmed, lower case, without spaces, and a phone
 * written any way (212-555-0199, (212) 555 0199, +1 212 555 0199) as its ten digits, so spelling one name several
 * ways gives no fresh budget. A name that finds its account is counted under the account instead.
 */
export function signInName(name: string): string {
  const lower = name.trim().toLowerCase();
  return normalizePhone(lower) ?? lower.replace(/\s+/g, '');
}

/** The key of an account's run of failed sign-ins from strangers; its own clients (`known`) run apart from them. */
export function signInKey(subject: { accountId: string | null; name: string }, known: boolean): string {
  if (!subject.accountId) return `signin:name:${signInName(subject.name)}`;
  return known ? `signin:account:${subject.accountId}:own` : `signin:account:${subject.accountId}`;
}

/** How long a client an account signed in from stays its own, for the throttles. */
export const OWN_CLIENT_MS = 90 * 86_400_000;
/** A run of failed sign-ins is forgotten after a day without one. */
export const FAILURE_MEMORY_MS = 86_400_000;

/**
 * The clients a caller is: its address as counted (an IPv6 /64) and its browser's GuestUId. A GuestUId is the
 * storefront's random browser id (40 characters and more); a short one is not random enough to tell a browser.
 */
export function clientsOf(client: { address: string; guestId: string }): string[] {
  const guest = client.guestId.trim();
  return [`ip:${client.address}`, ...(guest.length >= 16 ? [`guest:${guest}`] : [])];
}

/** The words before the wait of a refusal (platform's tryAgainIn). */
export const WAIT_LEADS = {
  failures: 'Too many failed attempts',
  justSent: 'A message was just sent',
} as const;

// ---------------------------------------------------------------------------------------------
// Verification codes.

/** Verification codes: six digits, ten minutes, five tries each; only a hash is stored. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeChannel = 'email' | 'sms';
export type CodePurpose = 'login' | 'register' | 'verify';

export interface CodeTarget {
  channel: CodeChannel;
  /** Lowercased email or ten-digit phone. */
  target: string;
  purpose: CodePurpose;
}

/** The stored hash binds the code to its target and purpose, so a row copied elsewhere proves nothing. */
export function codeHash(where: CodeTarget, code: string): Buffer {
  return sha256(`${where.channel}:${where.purpose}:${where.target}:${code}`);
}

/** The subject and text of the message that carries a code, by purpose. */
export const CODE_WORDING: Record<CodePurpose, { subject: string; text: (code: string) => string }> = {
  login: {
    subject: 'Your login code',
    text: (code) => `Your login verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  },
  register: {
    subject: 'Your verification code',
    text: (code) => `Your registration verification code is ${code}. It expires in 10 minutes.`,
  },
  verify: {
    subject: 'Verify your contact details',
    text: (code) => `Your account verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  },
};

// ---------------------------------------------------------------------------------------------
// Emailed links.

export type LinkPurpose = 'activation' | 'set_password' | 'invitation' | 'sub_account' | 'rowe_link' | 'session_code';

/** How long each emailed link lives. Invitations: 3 days (spec section 9). */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  activation: 7 * 86_400_000,
  set_password: 86_400_000,
  invitation: 3 * 86_400_000,
  sub_account: 3 * 86_400_000,
  rowe_link: 15 * 60_000,
  // The cross-site session's one-time code (decision 035): a sibling site redeems it at once.
  session_code: SESSION_CODE_TTL_SECONDS * 1000,
};

/**
 * Whether an account may have a session on a brand site: the outlet's shoppers only on the outlet, every other
 * account only on the trade sites (as their logins allow).
 */
export function signsInOn(kind: string, brand: BrandCode): boolean {
  return (kind === 'ffd_shopper') === (brand === 'ol');
}

/** Links that let a person choose a password. */
export const PASSWORD_LINKS: readonly LinkPurpose[] = ['set_password', 'activation', 'invitation', 'sub_account'];
/** Links whose use activates an approved account (approval email, customer invitation, sub-account invitation). */
export const ACTIVATING: readonly LinkPurpose[] = ['activation', 'invitation', 'sub_account'];

/** The screen each emailed link opens. */
export const SET_PASSWORD_PATH = '/setPassword';

// ---------------------------------------------------------------------------------------------
// Unique-index races.

/** The name of the unique index a failed insert or update ran into, when that is why it failed. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export const emailOccupied = () => new ApiError(ERR.EMAIL_OCCUPIED, MESSAGES.emailOccupied);
export const phoneRegistered = () => new ApiError(ERR.PHONE_REGISTERED, MESSAGES.phoneRegistered);

/** A unique-index race of a contact change lost to another account reads as the check's own message. */
export function contactRaced(error: unknown): ApiError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === 'accounts_phone' ? phoneRegistered() : emailOccupied();
  }
  return null;
}
