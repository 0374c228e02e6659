/** The customers' rules without I/O: whose customers a caller sees, how a row reads, what a taken email answers. */
import { ApiError, CUSTOMER_MESSAGES, ERR, MESSAGES, customerName, type Customer } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { CustomerRow } from './repository';

/** Customers belong to the caller's company; an account with no company keeps its own. */
export function ownerOf(caller: Caller): string {
  const account = caller.account;
  if (!account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  return account.companyId ?? account.id;
}

export function toCustomer(row: CustomerRow): Customer {
  return { ...row, name: customerName(row) };
}

/** 25002 on the email field (spec section 8): the form shows it there, not as a toast. */
export const emailExists = () => new ApiError(ERR.EMAIL_EXISTS, CUSTOMER_MESSAGES.emailExists, { field: 'email' });

/** Whether a failed write ran into a unique index (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
