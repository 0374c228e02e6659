/** Seconds before another SMS code may be asked for. */
export const RESEND_SECONDS = 60;
