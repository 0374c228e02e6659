import { describe, expect, it } from 'vitest';
import { clientKey, holdAfter, waitWords } from './rate-limit';

describe('clientKey', () => {
  it('counts an IPv4 address alone, also when it comes mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client as its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKey('2001:db8:0:1::1')).toBe(key);
    expect(clientKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:DB8:0:1:aaaa::9')).toBe(key);
    expect(clientKey('2001:db8:0:2::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('holdAfter', () => {
  const policy = { freeFailures: 5, firstHoldMs: 30_000, maxHoldMs: 900_000, forgetAfterMs: 86_400_000 };
  it('holds nothing for the free failures, then doubles from the first hold up to the longest', () => {
    expect([1, 5].map((n) => holdAfter(policy, n))).toEqual([0, 0]);
    expect([6, 7, 8, 9, 10, 11, 12, 40].map((n) => holdAfter(policy, n) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});

describe('waitWords', () => {
  it('says seconds under a minute and whole minutes, rounded up, from there', () => {
    expect([1, 999, 1000, 1001, 59_000, 59_001, 60_000, 61_000, 899_000].map(waitWords)).toEqual([
      '1 second',
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
  });
});
