/** Where a page goes on to: the redirect query when it is a path of this site, else home. */
export function nextPath(query: Readonly<Record<string, string>>, fallback = '/home'): string {
  const redirect = query.redirect ?? '';
  return redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\') ? redirect : fallback;
}

/** A path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The envelope code of a failed call, or null. Checked by shape, not `instanceof ApiError`: the shell's api client
 * throws the ApiError of the shell's own copy of the contracts, a different class from this remote's copy.
 */
export function errCodeOf(error: unknown): number | null {
  const err = typeof error === 'object' && error !== null ? (error as { err?: unknown }).err : undefined;
  return typeof err === 'number' ? err : null;
}
