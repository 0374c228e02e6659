/** What a navigation log keeps, and for how long: no I/O. */
import type { UserLogQuery } from '@storefront/contracts';

/** Navigations kept from one browser in a day; beyond them the call still answers, and records nothing. */
export const USER_LOG_DAILY_LIMIT = 2000;

/** How long a navigation is kept. */
export const USER_LOG_KEPT_DAYS = 90;

export interface UserLogEntry {
  page: string;
  lastPage: string;
  os: string;
  browser: string;
}

/** The path of an address, as logged: no query or fragment (they may carry a search or a link's token). */
function pathOf(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : '';
}

/** The navigation a call describes, or null when it names no page of the site. */
export function userLogEntry(query: UserLogQuery): UserLogEntry | null {
  const page = pathOf(query.current_page ?? '');
  if (!page) return null;
  return { page, lastPage: pathOf(query.last_page ?? ''), os: query.os ?? '', browser: query.browser ?? '' };
}

/** The oldest moment a kept navigation may have. */
export function userLogCutoff(now: Date): Date {
  return new Date(now.getTime() - USER_LOG_KEPT_DAYS * 86_400_000);
}
