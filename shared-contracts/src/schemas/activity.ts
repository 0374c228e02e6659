import * as z from 'zod/mini';

/** The longest page address a navigation log keeps. */
export const USER_LOG_PAGE_MAX = 300;

const page = z.optional(z.string().check(z.maxLength(USER_LOG_PAGE_MAX)));
const short = z.optional(z.string().check(z.maxLength(40)));

/**
 * GET mibd/common/user_log/add (spec section 7): a navigation, from the query every call carries: the page now, the
 * page before, the system and the browser. Sent only with the performance cookies' consent.
 */
export const userLogQuery = z.object({ current_page: page, last_page: page, os: short, browser: short });
export const userLogResponse = z.object({});
export type UserLogQuery = z.output<typeof userLogQuery>;
