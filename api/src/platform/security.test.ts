import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { trustedProxies } from './security';

describe('TRUSTED_PROXIES', () => {
  it('trusts the loopback addresses by default (the page server beside the api)', () => {
    expect(trustedProxies(loadConfig({}))).toEqual(['loopback']);
  });

  it('takes addresses, CIDR ranges and the named ranges; none trusts no proxy', () => {
    expect(trustedProxies(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8,172.18.0.5,uniquelocal' }))).toEqual(['10.0.0.0/8', 'fd00::/8', '172.18.0.5', 'uniquelocal']);
    expect(trustedProxies(loadConfig({ TRUSTED_PROXIES: 'none' }))).toBe(false);
  });

  it('refuses to start with an entry that is not an address, a range or a name', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', 'all']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
