import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { isStorableText, storableString } from './text';

/** Password policy (spec section 5): 12-20 characters, a number, upper and lower case. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 20;

/** Every rule the password fails, in the checklist's words; empty when it passes. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push(MESSAGES.password12to20);
  if (!/\d/.test(password)) problems.push(MESSAGES.passwordNumber);
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) problems.push(MESSAGES.passwordCase);
  return problems;
}

/** An email with a two-to-four letter ending (spec section 5, customer form; used for every email). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && isStorableText(value) && EMAIL_PATTERN.test(value);
}

/** A North American phone: ten digits, optional leading 1, any spacing, dashes or +. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s\-().+]/g, '');
  if (!/^1?\d{10}$/.test(digits)) return null;
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** Username and FFD email are trimmed before use (spec section 5). */
export const trimmed = (max: number, message?: string) =>
  z.pipe(
    storableString(),
    z.transform((s: string) => s.trim()),
  ).check(z.maxLength(max, message));

export const emailField = z.pipe(
  storableString().check(z.maxLength(254, MESSAGES.validEmail)),
  z.transform((s: string) => s.trim().toLowerCase()),
).check(z.refine((s: string) => s.length > 0, MESSAGES.enterEmail), z.refine((s: string) => s.length === 0 || isEmail(s), MESSAGES.validEmail));

export const passwordField = z.string().check(
  z.refine((s: string) => passwordProblems(s).length === 0, { error: (issue) => passwordProblems(String(issue.input)).join('; ') }),
);

/** Booleans and numbers arrive as strings from forms; both are accepted. */
export const flag = z.optional(z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')]));
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
