/**
 * The one check for a return address (security findings M2 and L6): the cookie-consent form's `return`, the
 * /redirect page's `to`, the login's and the account pages' `redirect` and any other address the storefront is told
 * to go back to. Only a path of this origin comes through, and it is judged after the browser's own normalization,
 * not before: the URL parser drops tabs and newlines (`/\t/evil.com`), reads a backslash as a slash (`/\evil.com`),
 * resolves dot segments (`/.//evil.com` is `//evil.com`, another host) and decodes `%2e` as a dot, so a check of the
 * raw text alone lets these through.
 */

/** The base the paths are parsed against: any fixed origin does, the check is that the result stays on it. */
const BASE = 'http://storefront.invalid';

/** Longest return address accepted: a path with its query, never a document. */
export const RETURN_PATH_MAX = 2048;

/** C0 and C1 controls, DEL, and every space the URL parser or a browser may drop, fold or render as nothing. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** How many rounds of percent-decoding are looked through (`%252F` is `%2F` is `/`). */
const DECODE_ROUNDS = 3;

/** The path part percent-decoded until it no longer changes; null when it is not valid percent-encoding. */
function decodedPath(path: string): string | null {
  let current = path;
  for (let i = 0; i < DECODE_ROUNDS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** C0 controls and DEL: never part of a path, whether written or percent-encoded (`%09`, `%0a`, `%00`). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a path, read as the browser and any server on the way may read it, names another host. */
function leavesOrigin(path: string, forbidden: RegExp): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || path.includes('\\') || forbidden.test(path);
}

/**
 * An in-app path (with its query; a fragment is dropped) to send the browser to, else `fallback` (/home). The value
 * must be text starting with one slash, free of control characters, whitespace and backslashes; it is then parsed
 * as the browser would, and the normalized result (and its percent-decoded path) must still be a path of this
 * origin that does not start with `//` or `/\`. What comes out is itself a fixed point: checking it again returns it.
 */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return fallback;
  if (!value.startsWith('/') || leavesOrigin(value, CONTROL_OR_SPACE)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username !== '' || url.password !== '') return fallback;
  const result = `${url.pathname}${url.search}`;
  if (leavesOrigin(result, CONTROL_OR_SPACE)) return fallback;
  // Decoded, a space may be part of a name (`living%20room`); a control character or a slash pair may not.
  const decoded = decodedPath(url.pathname);
  if (decoded === null || leavesOrigin(decoded, CONTROL)) return fallback;
  // Parsed again, the result must stay where it is (no second normalization can move it elsewhere).
  const again = new URL(result, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}` !== result) return fallback;
  return result;
}

/** Whether a value is already a safe in-app return path, as it stands. */
export function isSafeReturnPath(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && safeReturnPath(value, '') === value;
}
