import * as z from 'zod/mini';
import { MESSAGES } from '../errors';
import { emailField, normalizePhone } from './rules';
import { storableString } from './text';

/**
 * Account verification (spec sections 2 and 5): a signed-in account changes its email or phone, proving the new
 * one with a code sent to it. The api validates with these schemas; the browser uses the same.
 */

const code = z.pipe(z.string({ error: MESSAGES.verificationCodeError }), z.transform((s: string) => s.trim())).check(
  z.minLength(1, 'Please enter the verification code'),
  z.maxLength(10, MESSAGES.verificationCodeError),
);

/** A North American phone, ten digits once normalised ('Please provide a valid phone number'). */
const phone = z.pipe(
  z.string({ error: MESSAGES.validPhone }).check(
    z.maxLength(30, MESSAGES.validPhone),
    z.refine((s: string) => normalizePhone(s) !== null, MESSAGES.validPhone),
  ),
  z.transform((s: string) => normalizePhone(s) ?? ''),
);

/** POST /mibd/account/verification/send_code: a code to the new email, or (when a phone is given) by SMS to the new phone. */
export const verificationSendRequest = z
  .object({
    email: z.optional(storableString().check(z.maxLength(254, MESSAGES.validEmail))),
    phone: z.optional(z.string().check(z.maxLength(30, MESSAGES.validPhone))),
  })
  .check(z.refine((o) => Boolean(o.email?.trim() || o.phone?.trim()), { message: MESSAGES.enterEmail, path: ['email'] }));
export const verificationSendResponse = z.object({ sent: z.boolean(), channel: z.enum(['email', 'sms']), expires_in: z.number() });

/** POST /mibd/account/verification/change_email */
export const changeEmailRequest = z.object({ email: emailField, code });
/** POST /mibd/account/verification/change_phone */
export const changePhoneRequest = z.object({ phone, code });

/** Both answer the account's contact details as they now are. */
export const contactResponse = z.object({ email: z.string(), phone: z.string() });
export type ContactResponse = z.output<typeof contactResponse>;

/** Send-code requests are spaced by this much in the browser (the api caps a day's sends). */
export const VERIFICATION_RESEND_SECONDS = 60;
