import { safeReturnPath } from '@storefront/contracts';

/**
 * Where a page goes on to: the redirect query when it is a path of this site (the contracts' one return-path check,
 * security findings M2 and L6), else `fallback`.
 */
export function nextPath(query: Readonly<Record<string, string>>, fallback = '/home'): string {
  return safeReturnPath(query.redirect, fallback);
}

/** A path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
