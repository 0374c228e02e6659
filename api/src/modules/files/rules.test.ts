/** The signed read links of service photos and repair bills, without a server (the read path: files.test.ts). */
import { fileReadUrl } from '@storefront/contracts';
import { FILE_LINK_SECRET_DEFAULT, fileLinkSecret, loadConfig } from '../../platform/config';
import { READ_LINK_STEP_MS, READ_LINK_TTL_MS, linkCacheControl, linkExpiry, linkSignature, readLink, validLink } from './rules';

const SECRET = 'a-test-secret-of-some-length';
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NOW = new Date('2026-11-20T10:17:00Z');
const row = (purpose: string, id = ID) => ({ id, storageKey: `${purpose}/2026/${id}.jpg`, purpose });
const linkOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1])) as { expires?: string; sig?: string };

describe('read links', () => {
  it('sign service files only; other purposes keep the plain read URL', () => {
    const expires = linkExpiry(NOW);
    const url = readLink(row('service'), { secret: SECRET, expires });
    expect(url).toBe(`${fileReadUrl(`Newcache_2_${ID}.jpg`)}&expires=${expires}&sig=${linkSignature(SECRET, ID, expires)}`);
    for (const purpose of ['avatar', 'product', 'certificate', 'cara_photo']) expect(readLink(row(purpose), { secret: SECRET, expires })).toBe(fileReadUrl(`Newcache_2_${ID}.jpg`));
  });

  it('expire at least the lifetime later, on the hour, so one hour of answers shares a URL', () => {
    const expires = linkExpiry(NOW);
    expect(expires * 1000 - NOW.getTime()).toBeGreaterThanOrEqual(READ_LINK_TTL_MS);
    expect(expires * 1000 - NOW.getTime()).toBeLessThanOrEqual(READ_LINK_TTL_MS + READ_LINK_STEP_MS);
    expect((expires * 1000) % READ_LINK_STEP_MS).toBe(0);
    expect(linkExpiry(new Date(NOW.getTime() + 30 * 60_000))).toBe(expires);
  });

  it('are valid for their file until they expire, and never once tampered with', () => {
    const expires = linkExpiry(NOW);
    const link = linkOf(readLink(row('service'), { secret: SECRET, expires }));
    expect(validLink(SECRET, ID, link, NOW)).toBe(true);
    expect(validLink(SECRET, ID.toUpperCase(), link, NOW)).toBe(true);
    const refused: Array<[string, { expires?: string; sig?: string }, Date, string?]> = [
      ['no signature', {}, NOW],
      ['no expiry', { sig: link.sig }, NOW],
      ['another file', link, NOW, OTHER],
      ['a later expiry', { ...link, expires: String(expires + 3600) }, NOW],
      ['an expiry that is not a number', { ...link, expires: `${expires}.0` }, NOW],
      ['a changed signature', { ...link, sig: `${link.sig!.slice(0, -1)}${link.sig!.endsWith('A') ? 'B' : 'A'}` }, NOW],
      ['a shorter signature', { ...link, sig: link.sig!.slice(0, 10) }, NOW],
      ['another secret', linkOf(readLink(row('service'), { secret: `${SECRET}-2`, expires })), NOW],
      ['at its expiry', link, new Date(expires * 1000)],
    ];
    for (const [what, given, at, id = ID] of refused) expect(validLink(SECRET, id, given, at), what).toBe(false);
  });

  it('answer privately, an hour at most and never past the expiry', () => {
    const expires = linkExpiry(NOW);
    expect(linkCacheControl(expires, NOW)).toBe('private, max-age=3600');
    expect(linkCacheControl(expires, new Date(expires * 1000 - 90_000))).toBe('private, max-age=90');
    expect(linkCacheControl(expires, new Date(expires * 1000 + 5000))).toBe('private, max-age=0');
  });

  it('are signed with FILE_LINK_SECRET: the embedded default outside production only', () => {
    expect(fileLinkSecret(loadConfig({}))).toBe(FILE_LINK_SECRET_DEFAULT);
    expect(() => fileLinkSecret(loadConfig({ NODE_ENV: 'production' }))).toThrow(/FILE_LINK_SECRET must be set in production/);
    expect(fileLinkSecret(loadConfig({ NODE_ENV: 'production', FILE_LINK_SECRET: SECRET }))).toBe(SECRET);
    expect(() => loadConfig({ FILE_LINK_SECRET: 'short' })).toThrow(/FILE_LINK_SECRET/);
  });
});
