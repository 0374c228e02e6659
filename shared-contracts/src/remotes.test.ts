import { describe, expect, it } from 'vitest';
import { isFederationEntry, manifestProblems } from './remotes';

describe('the runtime manifest of the remotes', () => {
  const entries = {
    'mf-catalog': '/remotes/mf-catalog/remote.js',
    'mf-account': 'https://account.example/remote.js',
    'mf-cart-checkout': '/remotes/mf-cart-checkout/remote.js',
    'mf-after-sales': '/remotes/mf-after-sales/remote.js',
    'mf-cara': 'http://localhost:5105/remoteEntry.js',
  };

  it('takes an absolute path or an http(s) URL for each remote', () => {
    expect(manifestProblems(entries)).toEqual([]);
  });

  it('names what is wrong: a missing remote, a relative entry, a remote this storefront does not have', () => {
    const { 'mf-cara': _omitted, ...rest } = entries;
    expect(manifestProblems({ ...rest, 'mf-account': 'remote.js', 'mf-shop': '/x.js' })).toEqual([
      'mf-account: entry must be an http(s) URL or an absolute path',
      'mf-cara: entry must be an http(s) URL or an absolute path',
      'mf-shop: not a remote of this storefront',
    ]);
  });

  it("tells a federation build's entry from a module build's", () => {
    expect(isFederationEntry('http://localhost:5105/remoteEntry.js')).toBe(true);
    expect(isFederationEntry('/remotes/mf-cara/remoteEntry.js?retry=2')).toBe(true);
    expect(isFederationEntry('/remotes/mf-cara/remote.js')).toBe(false);
    expect(isFederationEntry('https://cdn.example/remoteEntry.js.bak/remote.js')).toBe(false);
  });
});
