import { MESSAGES } from '@storefront/contracts';

/** The sign-in screens' own words; every message the spec quotes comes from MESSAGES. */
export const WORDS = {
  enterAccount: 'Please enter your account',
  enterPassword: 'Please enter your password',
  enterCode: 'Please enter the verification code',
  codeSent: 'The verification code has been sent',
  enterEmail: MESSAGES.enterEmail,
  validEmail: MESSAGES.validEmail,
  validPhone: MESSAGES.validPhone,
} as const;

/** Seconds before another SMS code may be asked for. */
export const RESEND_SECONDS = 60;
